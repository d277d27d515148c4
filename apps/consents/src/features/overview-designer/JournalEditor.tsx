// The designer of one journal's overview (JOURNAL_ME or JOURNAL_RECIPIENT): the widgets in order
// (drag and drop, the keyboard, or the move buttons), shown or hidden, rows and names; save, reset
// to §9's standard layout, and the preview beside it.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ApiRequestError, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import { overviewTexts, specDesignerWidgets, type AppContext, type OverviewScope } from '@portal/rules';
import { SortableList } from '../../../../shared/sortable-list';
import { DesignerWidgetRow } from './DesignerWidgetRow';
import { LayoutPreview } from './LayoutPreview';
import { hasProblems, moveWidget, titleOf, toEditor, toSave, type EditorWidget } from './designer-list';
import { useOverviewLayout, useSaveLayout } from './overview-designer-api';
import { designerTexts } from './overview-designer-texts';

export interface JournalEditorProps {
  scope: OverviewScope;
  context: AppContext;
  /** The unsaved list of this journal, kept by the page across its tabs; null when untouched. */
  draft: EditorWidget[] | null;
  setDraft: (draft: EditorWidget[] | null) => void;
  /** Opens the shell's overview with this list and the real widgets (nothing is saved). */
  onPreviewReal: (list: EditorWidget[]) => void;
}

function useMessage() {
  const { language } = useShell();
  return (error: unknown, fallback: string) => {
    const messages =
      error instanceof ApiRequestError
        ? (error.extra.messages as { en: string; no: string } | undefined)
        : undefined;
    return (
      messages?.[language === 'no' ? 'no' : 'en'] ??
      (error instanceof ApiRequestError ? error.message : fallback)
    );
  };
}

export function JournalEditor({ scope, context, draft, setDraft, onPreviewReal }: JournalEditorProps) {
  const { t } = useAppTranslation(designerTexts);
  const { language } = useShell();
  const lang = language === 'no' ? 'no' : 'en';
  const events = useShellEvents();
  const layout = useOverviewLayout(scope, context);
  const save = useSaveLayout(scope, context);
  const message = useMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (layout.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (layout.error) return <Alert severity="error">{message(layout.error, t('failed'))}</Alert>;
  const list = draft ?? toEditor(layout.data.widgets);
  const invalid = hasProblems(list);
  const change = (next: EditorWidget[]) => {
    setProblem(null);
    setDraft(next);
  };
  const move = (from: number, to: number) => {
    const next = moveWidget(list, from, to);
    change(next);
    const moved = next[to];
    if (moved && from !== to)
      events.emit('snackbar', { message: t('moved', { title: titleOf(moved, lang), place: to + 1 }) });
  };
  const onSave = async () => {
    if (invalid) return setProblem(t('fixFirst'));
    setSaving(true);
    try {
      await save(layout.data.id, toSave(list));
      setDraft(null);
      events.emit('snackbar', { message: t('saved') });
    } catch (error) {
      setProblem(`${t('saveFailed')}: ${message(error, t('failed'))}`);
    } finally {
      setSaving(false);
    }
  };
  const onReset = () => {
    change(toEditor(specDesignerWidgets(context)));
    events.emit('snackbar', { message: t('resetDone') });
  };
  const source = layout.data.source;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
      data-testid="journal-editor"
      data-context={context}
    >
      <Box component="section" aria-labelledby={`designer-${context}-title`} sx={{ minWidth: 0 }}>
        <Typography id={`designer-${context}-title`} variant="h6" component="h2">
          {t('widgets', { overview: overviewTexts[context][lang] })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="layout-source" data-source={source}>
          {t(source === 'mine' ? 'sourceMine' : source === 'default' ? 'sourceDefault' : 'sourceSpec')}
          {draft ? ` · ${t('unsaved')}` : ''}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
        <SortableList
          entries={list.map((w) => ({ id: w.widget, title: titleOf(w, lang) }))}
          label={t('widgets', { overview: overviewTexts[context][lang] })}
          t={t}
          onMove={move}
          pointerDistance={4}
          testId="designer-list"
        >
          {list.map((widget, index) => (
            <DesignerWidgetRow
              key={widget.widget}
              widget={widget}
              index={index}
              count={list.length}
              onChange={(patch) => change(list.map((w, i) => (i === index ? { ...w, ...patch } : w)))}
              onMove={(to) => move(index, to)}
            />
          ))}
        </SortableList>
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void onSave()} disabled={saving}>
            {saving ? t('saving') : t(scope === 'default' ? 'saveDefault' : 'save')}
          </Button>
          <Button onClick={onReset}>{t('reset')}</Button>
        </Stack>
      </Box>
      <LayoutPreview list={list} onPreviewReal={() => onPreviewReal(list)} />
    </Box>
  );
}

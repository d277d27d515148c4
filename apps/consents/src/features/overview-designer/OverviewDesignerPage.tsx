// The overview designer (issue 32 item 5; route "designer overview", admins with
// shell_AdjustOverviews): the tenant's default overview of each journal. The same designer, on the
// page "My overview", adjusts a staff member's own (§6 shell_AdjustOverviews). The shell's overview
// shows the user's own, else the tenant's default, else §9's.
import { useEffect, useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { definePage, useAppTranslation, useNavigate, useShell, useUnsavedChangesGuard } from '@portal/sdk';
import {
  APP_CONTEXTS,
  OVERVIEW_PREVIEW_QUERY,
  overviewTexts,
  type AppContext,
  type OverviewScope,
} from '@portal/rules';
import { JournalEditor } from './JournalEditor';
import type { EditorWidget } from './designer-list';
import { forgetPreviewDraft, putPreviewDraft, readPreviewDraft } from './preview-draft';
import { designerTexts } from './overview-designer-texts';

type Drafts = Partial<Record<AppContext, EditorWidget[] | null>>;

function OverviewDesigner({ scope }: { scope: OverviewScope }) {
  const { t } = useAppTranslation(designerTexts);
  const { language } = useShell();
  const lang = language === 'no' ? 'no' : 'en';
  // Back from the preview with real data: the list as it was left.
  const [initial] = useState(() => readPreviewDraft(scope));
  useEffect(() => {
    if (initial) forgetPreviewDraft();
  }, [initial]);
  const [context, setContext] = useState<AppContext>(initial?.context ?? 'JOURNAL_ME');
  const [drafts, setDrafts] = useState<Drafts>(initial ? { [initial.context]: initial.list } : {});
  // The preview with real data takes the list along, so leaving for it loses nothing.
  const [previewing, setPreviewing] = useState(false);
  const navigate = useNavigate();
  useUnsavedChangesGuard(
    `consents:overview-designer:${scope}`,
    !previewing && Object.values(drafts).some(Boolean),
  );
  useEffect(() => {
    if (previewing) navigate(`/overview?${OVERVIEW_PREVIEW_QUERY}=1`);
  }, [previewing, navigate]);
  const previewReal = (list: EditorWidget[]) => {
    putPreviewDraft(scope, context, list, `${window.location.pathname}${window.location.search}`);
    setPreviewing(true);
  };
  return (
    <Box data-testid="overview-designer" data-scope={scope} sx={{ minWidth: 0 }}>
      <Typography sx={{ mb: 2 }}>{t(scope === 'default' ? 'introDefault' : 'introMine')}</Typography>
      <Tabs
        value={context}
        onChange={(_, value: AppContext) => setContext(value)}
        aria-label={t('journals')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {APP_CONTEXTS.map((c) => (
          <Tab
            key={c}
            value={c}
            label={overviewTexts[c][lang]}
            id={`designer-tab-${c}`}
            aria-controls="designer-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="designer-panel" aria-labelledby={`designer-tab-${context}`}>
        <JournalEditor
          key={context}
          scope={scope}
          context={context}
          draft={drafts[context] ?? null}
          setDraft={(draft) => setDrafts((all) => ({ ...all, [context]: draft }))}
          onPreviewReal={previewReal}
        />
      </Box>
    </Box>
  );
}

/** Route "designer overview": the tenant's default (admins). */
export const DesignerOverviewPage = definePage(function DesignerOverviewPage() {
  return <OverviewDesigner scope="default" />;
});

/** The page "My overview": the signed-in staff member's own. */
export const MyOverviewPage = definePage(function MyOverviewPage() {
  return <OverviewDesigner scope="mine" />;
});

// The overview designer (issue 32 item 5; route "designer overview", admins with
// shell_AdjustOverviews): the tenant's default overview of each journal. The same designer, on the
// page "My overview", adjusts a staff member's own (§6 shell_AdjustOverviews). The shell's overview
// shows the user's own, else the tenant's default, else §9's.
import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { definePage, useAppTranslation, useShell, useUnsavedChangesGuard } from '@portal/sdk';
import { APP_CONTEXTS, overviewTexts, type AppContext, type OverviewScope } from '@portal/rules';
import { JournalEditor } from './JournalEditor';
import type { EditorWidget } from './designer-list';
import { takePreviewDraft } from './preview-draft';
import { designerTexts } from './overview-designer-texts';

type Drafts = Partial<Record<AppContext, EditorWidget[] | null>>;

function OverviewDesigner({ scope }: { scope: OverviewScope }) {
  const { t } = useAppTranslation(designerTexts);
  const { language } = useShell();
  const lang = language === 'no' ? 'no' : 'en';
  // Back from the preview with real data: the list as it was left.
  const [initial] = useState(() => takePreviewDraft(scope));
  const [context, setContext] = useState<AppContext>(initial?.context ?? 'JOURNAL_ME');
  const [drafts, setDrafts] = useState<Drafts>(initial ? { [initial.context]: initial.list } : {});
  useUnsavedChangesGuard(`consents:overview-designer:${scope}`, Object.values(drafts).some(Boolean));
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

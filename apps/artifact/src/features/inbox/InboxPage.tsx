// §2.3 inbox (/inbox) and the combined inbox-outbox page (/inbox-outbox): the list and each item on
// its own screen (<path>/<itemId>). The combined page shows the parts the user's capabilities give
// (§2.4: the shell already sent a user with the inbox only to /inbox) as tabs.
import { Suspense, useState, type ReactNode } from 'react';
import { Route } from 'react-router';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useCapability,
  useNavigate,
  type PageProps,
} from '@portal/sdk';
import { OutboxList } from '../outbox';
import { InboxItemView } from './InboxItemView';
import { InboxList } from './InboxList';
import { inboxTexts } from './inbox-texts';

function Screens({ basePath, list }: { basePath: string; list: ReactNode }) {
  const { t } = useAppTranslation(inboxTexts);
  return (
    <Suspense fallback={<Typography role="status">{t('loading')}</Typography>}>
      <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
        <Route index element={list} />
        <Route path=":itemId" element={<InboxItemView basePath={basePath} />} />
      </PageRoutes>
    </Suspense>
  );
}

export const InboxPage = definePage(function InboxPage({ basePath }: PageProps) {
  return <Screens basePath={basePath} list={<InboxList basePath={basePath} />} />;
});

function Combined({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(inboxTexts);
  const navigate = useNavigate();
  const inbox = useCapability('inbox');
  const outbox = useCapability('outbox');
  const groups = useCapability('outboxGroups');
  const tabs = [inbox && 'inbox', outbox && 'outbox', groups && 'groups'].filter(Boolean) as string[];
  const [tab, setTab] = useState(tabs[0] ?? 'inbox');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: string) =>
          next === 'groups' ? navigate({ route: 'outboxGroups' }) : setTab(next)
        }
        aria-label={t('tabsLabel')}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {inbox && <Tab value="inbox" label={t('tabInbox')} />}
        {outbox && <Tab value="outbox" label={t('tabOutbox')} />}
        {groups && <Tab value="groups" label={t('tabGroups')} />}
      </Tabs>
      {tab === 'inbox' && <InboxList basePath={basePath} />}
      {tab === 'outbox' && <OutboxList />}
    </Box>
  );
}

export const InboxOutboxPage = definePage(function InboxOutboxPage({ basePath }: PageProps) {
  return <Screens basePath={basePath} list={<Combined basePath={basePath} />} />;
});

export default InboxPage;

// page:directory and the sub-view pages (§2.3 "my participants": all, accepted, waiting, to be
// deleted, groups): one page that reads its view from the route that mounted it. Paging, search,
// sort and filters are the server's; `?group=<id>` opens the list filtered by a group.
import { useDeferredValue, useState } from 'react';
import { Alert, Box, Button, TablePagination, Typography } from '@mui/material';
import { PAGE_SIZES, type ParticipantRow } from '@portal/rules';
import { definePage, useAppTranslation, usePageHeader, type PageProps } from '@portal/sdk';
import { AddParticipantDialog } from './add-participant';
import { DeletionLog } from './deletion-log';
import { GroupsView } from './groups-view';
import { ManageParticipantDialog } from './manage-participant';
import { manageTexts } from './manage-texts';
import { INITIAL_STATE, ListFilters, type ListState } from './list-filters';
import { ParticipantResults } from './participant-results';
import { useDirectoryFilters, useParticipants } from './participants-api';
import { participantsTexts } from './participants-texts';
import { ViewTabs, viewOfRoute, type View } from './view-tabs';

const positiveId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

function CaseloadList({ view, initialGroup }: { view: Exclude<View, 'groups'>; initialGroup: number | null }) {
  const { t } = useAppTranslation(participantsTexts);
  const [state, setState] = useState<ListState>({ ...INITIAL_STATE, groupId: initialGroup });
  const q = useDeferredValue(state.q.trim());
  const filters = useDirectoryFilters();
  const list = useParticipants({
    view,
    q: q || undefined,
    sort: state.sort,
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
    activityId: state.activityId ?? undefined,
    groupId: state.groupId ?? undefined,
    staffId: state.staffId ?? undefined,
  });
  const change = (next: Partial<ListState>) => setState((old) => ({ ...old, page: 1, ...next }));
  const [managed, setManaged] = useState<ParticipantRow | null>(null);
  return (
    <>
      <AddBar />
      <ViewTabs view={view} counts={list.data?.counts} />
      <ListFilters state={state} filters={filters.data} onChange={change} />
      {list.isPending && <Typography role="status">{t('loading')}</Typography>}
      {list.error && <Alert severity="error">{t('failed')}</Alert>}
      {list.data && list.data.rows.length === 0 && <Typography role="status">{t('empty')}</Typography>}
      {list.data && list.data.rows.length > 0 && (
        <Box aria-busy={list.isFetching} sx={{ overflowX: 'auto' }}>
          <ParticipantResults rows={list.data.rows} onManage={setManaged} />
          <TablePagination
            component="div"
            count={list.data.total}
            page={state.page - 1}
            onPageChange={(_, page: number) => setState((old) => ({ ...old, page: page + 1 }))}
            rowsPerPage={state.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onRowsPerPageChange={(event) => change({ pageSize: Number(event.target.value) })}
            labelRowsPerPage={t('rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('shown', { from, to, count })}
          />
        </Box>
      )}
      {view === 'to_be_deleted' && <DeletionLog />}
      {managed && <ManageParticipantDialog first={managed} onClose={() => setManaged(null)} />}
    </>
  );
}

/** "Add participant" and what the last add did. */
function AddBar() {
  const { t } = useAppTranslation(manageTexts);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="contained" onClick={() => setOpen(true)}>{t('add')}</Button>
      {done && <Alert severity="success" role="status" sx={{ mt: 1 }} data-testid="add-notice">{done}</Alert>}
      <AddParticipantDialog
        open={open}
        onClose={() => setOpen(false)}
        onDone={(text) => {
          setDone(text);
          setOpen(false);
        }}
      />
    </Box>
  );
}

const MyParticipantsPage = definePage(function MyParticipantsPage({ route, query }: PageProps) {
  const { t } = useAppTranslation(participantsTexts);
  usePageHeader({ title: t('pageTitle') });
  const view = viewOfRoute(route);
  if (view === 'groups')
    return (
      <>
        <ViewTabs view="groups" />
        <GroupsView />
      </>
    );
  return <CaseloadList key={`${view}:${query.group ?? ''}`} view={view} initialGroup={positiveId(query.group)} />;
});

export default MyParticipantsPage;

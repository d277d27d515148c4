// Issue 14 part 2, the files page (route documents, /customer/documents): the participant's documents
// and the tenant's, with categories and security levels; upload with progress, preview, download,
// share, hide, archive, soft delete with a reason, seen flags and unseen counts.
import { useState } from 'react';
import { Box, Chip, FormControlLabel, Stack, Switch, Tab, Tabs, TextField, Typography } from '@mui/material';
import {
  definePage,
  useAppTranslation,
  useGqlMutation,
  useNotify,
  useShell,
  useUserContext,
} from '@portal/sdk';
import {
  UPDATE_DOCUMENT,
  fileWrites,
  formatSize,
  saveBlob,
  useDocuments,
  useDocumentsOverview,
  useInvalidateFiles,
  useOrganisationFiles,
  useUnseenCount,
  type DocumentRow,
  type OrganisationFile,
} from './files-api';
import { DeleteDialog, PreviewDialog, canPreview, type PreviewTarget } from './DocumentDialogs';
import { DocumentList, type RowActions } from './DocumentList';
import { UploadZone, type UploadTarget } from './UploadZone';
import { CategorySelect, listRowSx } from './CategorySelect';
import { filesTexts } from './files-texts';

const STAFF_ROLES = new Set(['admin', 'team_leader', 'staff']);

/** The unseen count, and for a chosen participant the shared, waiting and completed counts. */
function Counts({
  unseen,
  overview,
}: {
  unseen: number;
  overview: { shared: number; waiting: number; completed: number } | null;
}) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        data-testid="unseen-count"
        data-count={unseen}
        color={unseen > 0 ? 'primary' : 'default'}
        label={t('unseen', { count: unseen })}
      />
      {overview && (
        <>
          <Chip variant="outlined" label={t('overviewShared', { count: overview.shared })} />
          <Chip variant="outlined" label={t('overviewWaiting', { count: overview.waiting })} />
          <Chip variant="outlined" label={t('overviewCompleted', { count: overview.completed })} />
        </>
      )}
    </Stack>
  );
}

/** The organisation's own files (staff, no participant chosen). */
function OrganisationFiles({
  files,
  onPreview,
  onDownload,
}: {
  files: ReturnType<typeof useOrganisationFiles>;
  onPreview: (file: OrganisationFile) => void;
  onDownload: (file: OrganisationFile) => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const { language } = useShell();
  if (files.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (files.error) return <Typography role="alert">{t('failed')}</Typography>;
  if (files.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.data.map((file) => (
        <Box component="li" key={file.documentId} sx={listRowSx('center')}>
          <Typography sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
            {file.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {formatSize(file.size, language)}
            </Typography>
          </Typography>
          {canPreview(file.contentType) && (
            <Chip clickable label={t('preview')} onClick={() => onPreview(file)} />
          )}
          <Chip clickable label={t('download')} onClick={() => onDownload(file)} />
        </Box>
      ))}
    </Stack>
  );
}

/** Search, category and archived: the participant documents' filters. */
function ListFilters(props: {
  search: string;
  onSearch: (search: string) => void;
  category: string;
  onCategory: (category: string) => void;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        label={t('search')}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'document-search' } }}
      />
      <CategorySelect value={props.category} onChange={props.onCategory} />
      <FormControlLabel
        control={
          <Switch checked={props.showArchived} onChange={(e) => props.onShowArchived(e.target.checked)} />
        }
        label={t('showArchived')}
      />
    </Stack>
  );
}

/** The rows' actions: preview and download (each marking the row seen), toggles, delete. */
function useFileActions(
  staff: boolean,
  setPreview: (target: PreviewTarget) => void,
  remove: (row: DocumentRow) => void,
) {
  const { t } = useAppTranslation(filesTexts);
  const { api } = useShell();
  const notify = useNotify();
  const invalidate = useInvalidateFiles();
  const update = useGqlMutation<unknown, { id: number; set: Record<string, boolean> }>({
    mutation: UPDATE_DOCUMENT,
  });
  const markSeen = (row: DocumentRow) => {
    if (staff ? row.seenByTherapist : row.seenByPatient) return;
    void fileWrites(api)
      .markSeen(row.id)
      .then(invalidate)
      .catch(() => undefined);
  };
  const download = (row: Pick<DocumentRow, 'id' | 'documentId' | 'name' | 'signing'>) =>
    fileWrites(api)
      .rowFile(row)
      .then((file) => saveBlob(file.blob, file.name))
      .catch(() => notify({ severity: 'error', message: t('failed') }));
  const actions: RowActions = {
    preview: (row) => {
      setPreview({
        documentId: row.documentId,
        name: row.name,
        contentType: row.contentType,
        ...(row.signing ? { shareId: row.id, signing: row.signing } : {}),
      });
      markSeen(row);
    },
    download: (row) => {
      void download(row);
      markSeen(row);
    },
    toggle: (row, field, value) => {
      update.mutate(
        { id: row.id, set: { [field]: value } },
        {
          onSuccess: () => {
            notify({ severity: 'success', message: t('changed') });
            void invalidate();
          },
          onError: () => notify({ severity: 'error', message: t('failed') }),
        },
      );
    },
    remove,
  };
  return { actions, download };
}

/**
 * Where the upload box puts files: a participant's own; the chosen participant's; the
 * organisation's files on their tab; else (the participants' tab, none chosen) one picked there.
 */
function uploadTarget(
  staff: boolean,
  patientId: number | null,
  tab: 'participants' | 'organisation',
  name: string,
): UploadTarget {
  if (!staff) return { kind: 'participant', id: null, name };
  if (patientId !== null) return { kind: 'participant', id: patientId, name };
  return tab === 'organisation' ? { kind: 'organisation' } : { kind: 'pick' };
}

const FilesPage = definePage(function FilesPage() {
  const { t } = useAppTranslation(filesTexts);
  const { user, selectedRecipient } = useUserContext();
  const notify = useNotify();
  const staff = STAFF_ROLES.has(user.role);
  const patientId = staff ? (selectedRecipient?.id ?? null) : null;
  const [tab, setTab] = useState<'participants' | 'organisation'>('participants');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const invalidate = useInvalidateFiles();

  const documents = useDocuments({ patientId, search, category, showArchived });
  const organisation = useOrganisationFiles(staff && patientId === null && tab === 'organisation');
  const unseen = useUnseenCount(staff, patientId);
  const overview = useDocumentsOverview(patientId);
  const { actions, download } = useFileActions(staff, setPreview, (row) =>
    setDeleting({ id: row.id, name: row.name }),
  );

  const list = documents.data ?? [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Counts unseen={unseen.data ?? 0} overview={overview.data ?? null} />

      {staff && patientId === null && (
        <Tabs
          value={tab}
          onChange={(_e, value: 'participants' | 'organisation') => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="participants" label={t('participantsTab')} />
          <Tab value="organisation" label={t('organisationTab')} />
        </Tabs>
      )}

      <UploadZone
        target={uploadTarget(staff, patientId, tab, staff ? (selectedRecipient?.name ?? '') : user.name)}
        onUploaded={() => void invalidate()}
      />

      {tab === 'organisation' && staff && patientId === null ? (
        <OrganisationFiles
          files={organisation}
          onPreview={(file) =>
            setPreview({ documentId: file.documentId, name: file.name, contentType: file.contentType })
          }
          onDownload={(file) =>
            void download({ id: 0, documentId: file.documentId, name: file.name, signing: null })
          }
        />
      ) : (
        <>
          <ListFilters
            search={search}
            onSearch={setSearch}
            category={category}
            onCategory={setCategory}
            showArchived={showArchived}
            onShowArchived={setShowArchived}
          />
          {documents.isPending ? (
            <Typography role="status">{t('loading')}</Typography>
          ) : documents.error ? (
            <Typography role="alert">{t('failed')}</Typography>
          ) : list.length === 0 ? (
            <Typography>{search.trim() ? t('noResults') : t('empty')}</Typography>
          ) : (
            <DocumentList
              rows={list}
              staff={staff}
              showParticipant={staff && patientId === null}
              actions={actions}
            />
          )}
        </>
      )}

      <PreviewDialog target={preview} onClose={() => setPreview(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          notify({ severity: 'success', message: t('deleted') });
          void invalidate();
        }}
      />
    </Stack>
  );
});

export default FilesPage;

// Route "manage parcels" (issue 28 item 1): the tenant's parcels, each edited, copied, archived or
// sent in one step; screens /manage-parcels, /manage-parcels/new, /<id>/edit and /<id>/send.
import { Route, useParams } from 'react-router';
import { Alert, Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import type { Parcel } from '@portal/rules';
import {
  ApiRequestError,
  PageRoutes,
  definePage,
  useAppTranslation,
  useNavigate,
  useShellEvents,
  type PageProps,
} from '@portal/sdk';
import { ParcelForm } from './ParcelForm';
import { SendParcel } from './SendParcel';
import { useParcelWrites, useParcels } from './parcels-api';
import { parcelsTexts } from './parcels-texts';

function ParcelRow({ parcel, basePath }: { parcel: Parcel; basePath: string }) {
  const { t } = useAppTranslation(parcelsTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const writes = useParcelWrites();
  const act = (work: () => Promise<unknown>, done: string) => () =>
    void work()
      .then(() => events.emit('snackbar', { message: done }))
      .catch((error: unknown) =>
        events.emit('snackbar', {
          message: t('failedAction', {
            message: error instanceof ApiRequestError ? error.message : String(error),
          }),
        }),
      );
  const label = (action: string) => t('actionsFor', { action, title: parcel.title });
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} data-parcel={parcel.title}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {parcel.title} {parcel.archived && <Chip size="small" label={t('archivedLabel')} />}
        </Typography>
        {parcel.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {parcel.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {parcel.templates.map((x) => x.title).join(', ') || t('noTemplates')}
        </Typography>
        {(parcel.documents.length > 0 || parcel.consents.length > 0) && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('holds', {
              documents: parcel.documents.map((x) => x.title).join(', ') || t('none'),
              consents: parcel.consents.map((x) => x.title).join(', ') || t('none'),
            })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!parcel.archived && (
          <>
            <Button
              variant="contained"
              onClick={() => navigate(`${basePath}/${parcel.id}/send`)}
              aria-label={label(t('send'))}
            >
              {t('send')}
            </Button>
            <Button onClick={() => navigate(`${basePath}/${parcel.id}/edit`)} aria-label={label(t('edit'))}>
              {t('edit')}
            </Button>
          </>
        )}
        <Button onClick={act(() => writes.copy(parcel.id), t('copied'))} aria-label={label(t('copy'))}>
          {t('copy')}
        </Button>
        {!parcel.archived && (
          <Button
            color="error"
            onClick={act(() => writes.archive(parcel.id), t('archived'))}
            aria-label={label(t('archive'))}
          >
            {t('archive')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

function ParcelList({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(parcelsTexts);
  const navigate = useNavigate();
  const parcels = useParcels();
  if (parcels.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (parcels.error) return <Alert severity="error">{t('failed')}</Alert>;
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" onClick={() => navigate(`${basePath}/new`)}>
          {t('newParcel')}
        </Button>
      </Box>
      {parcels.data.parcels.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List>
          {parcels.data.parcels.map((parcel) => (
            <ParcelRow key={parcel.id} parcel={parcel} basePath={basePath} />
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A screen of one parcel, once the list has it. */
function WithParcel({ basePath, screen }: { basePath: string; screen: 'edit' | 'send' }) {
  const { t } = useAppTranslation(parcelsTexts);
  const { id } = useParams();
  const parcels = useParcels();
  if (parcels.isPending) return <Typography role="status">{t('loading')}</Typography>;
  const parcel = parcels.data?.parcels.find((p) => String(p.id) === id && !p.archived);
  if (!parcel) return <Typography role="alert">{t('notFound')}</Typography>;
  return screen === 'edit' ? (
    <ParcelForm key={parcel.id} basePath={basePath} parcel={parcel} />
  ) : (
    <SendParcel basePath={basePath} parcel={parcel} />
  );
}

const ParcelsPage = definePage(function ParcelsPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(parcelsTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<ParcelList basePath={basePath} />} />
      <Route path="new" element={<ParcelForm basePath={basePath} parcel={null} />} />
      <Route path=":id/edit" element={<WithParcel basePath={basePath} screen="edit" />} />
      <Route path=":id/send" element={<WithParcel basePath={basePath} screen="send" />} />
    </PageRoutes>
  );
});

export default ParcelsPage;

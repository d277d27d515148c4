// Issue 13.1 "questionnaire templates": the tenant's templates, searched and filtered on the server
// (title, context, region, archived), each with its favourite star; admins and team leaders also
// design, copy, archive and hide. A row is a card on a phone (§9 mobile breakpoint), never a table
// cut short.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNavigate, useShell, useShellEvents } from '@portal/sdk';
import { FavouriteTemplates } from './FavouriteTemplates';
import { StarIcon, StarOutlineIcon } from './icons';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import {
  problemText,
  useTemplateList,
  useTemplateLookups,
  useTemplateWrites,
  type TemplateFilter,
  type TemplateRow,
} from './templates-api';

const DESIGNERS = new Set(['admin', 'team_leader']);

export function TemplateList({ basePath }: { basePath: string }) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const { user } = useShell();
  const designer = DESIGNERS.has(user.role);
  const [filter, setFilter] = useState<TemplateFilter>({
    search: '',
    context: '',
    region: '',
    archived: false,
  });
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useTemplateList(filter);
  const lookups = useTemplateLookups();
  const writes = useTemplateWrites();

  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      await writes.refresh();
      events.emit('snackbar', { message: done });
    } catch (error) {
      setFailure(problemText(error, language, t('actionFailed')));
    }
  };
  const favourites = list.data?.favourites ?? [];
  const toggleFavourite = (row: TemplateRow) =>
    run(
      () =>
        writes.setFavourites(
          favourites.includes(row.id) ? favourites.filter((id) => id !== row.id) : [...favourites, row.id],
        ),
      t('favouritesSaved'),
    );
  const rows = (list.data?.templates ?? []).filter((row) => !onlyFavourites || favourites.includes(row.id));

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        />
        <TextField
          select
          size="small"
          label={t('context')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.context}
          onChange={(event) => setFilter({ ...filter, context: event.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('anyContext')}</MenuItem>
          {(lookups.data?.contexts ?? []).map((context) => (
            <MenuItem key={context.name} value={context.name}>
              {context.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('region')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.region}
          onChange={(event) => setFilter({ ...filter, region: event.target.value })}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">{t('anyRegion')}</MenuItem>
          {(lookups.data?.regions ?? []).map((region) => (
            <MenuItem key={region} value={String(region)}>
              {region}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={filter.archived}
              onChange={(event) => setFilter({ ...filter, archived: event.target.checked })}
            />
          }
          label={t('showArchived')}
        />
        <FormControlLabel
          control={
            <Switch checked={onlyFavourites} onChange={(event) => setOnlyFavourites(event.target.checked)} />
          }
          label={t('onlyFavourites')}
        />
        {designer && (
          <Button variant="contained" onClick={() => navigate(`${basePath}/new`)} sx={{ ml: 'auto' }}>
            {t('newTemplate')}
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {list.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : list.error ? (
        <Typography role="alert">{t('failed')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {t('count', { count: rows.length })}
          </Typography>
          {rows.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('empty')}</Typography>
          ) : (
            <List aria-label={t('pageTitle')} data-testid="qnr-template-list">
              {rows.map((row) => (
                <ListItem
                  key={row.id}
                  divider
                  data-template={row.title}
                  sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
                >
                  <IconButton
                    aria-label={t('favourite', { title: row.title })}
                    aria-pressed={favourites.includes(row.id)}
                    onClick={() => void toggleFavourite(row)}
                  >
                    {favourites.includes(row.id) ? <StarIcon color="warning" /> : <StarOutlineIcon />}
                  </IconButton>
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                      {row.context && <Chip size="small" label={row.context} />}
                      {row.region !== null && <Chip size="small" label={`${t('region')} ${row.region}`} />}
                      {row.archived && (
                        <Chip size="small" color="default" variant="outlined" label={t('archived')} />
                      )}
                      {row.hide && <Chip size="small" variant="outlined" label={t('hidden')} />}
                      {row.genesis && <Chip size="small" variant="outlined" label={t('genesis')} />}
                    </Stack>
                  </Box>
                  {designer && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      <Button
                        onClick={() => navigate(`${basePath}/${row.id}`)}
                        aria-label={`${t('edit')}: ${row.title}`}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        aria-label={`${t('copy')}: ${row.title}`}
                        onClick={() =>
                          void run(
                            () => writes.copy(row.id, t('copyTitle', { title: row.title })),
                            t('copied'),
                          )
                        }
                      >
                        {t('copy')}
                      </Button>
                      <Button
                        aria-label={`${row.archived ? t('unarchive') : t('archive')}: ${row.title}`}
                        onClick={() =>
                          void run(
                            () => writes.setState(row.id, { archived: !row.archived }),
                            row.archived ? t('restoredDone') : t('archivedDone'),
                          )
                        }
                      >
                        {row.archived ? t('unarchive') : t('archive')}
                      </Button>
                      <Button
                        aria-label={`${row.hide ? t('unhide') : t('hide')}: ${row.title}`}
                        onClick={() =>
                          void run(
                            () => writes.setState(row.id, { hide: !row.hide }),
                            row.hide ? t('shownDone') : t('hiddenDone'),
                          )
                        }
                      >
                        {row.hide ? t('unhide') : t('hide')}
                      </Button>
                    </Stack>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <FavouriteTemplates onFailure={setFailure} />
        </>
      )}
    </Box>
  );
}

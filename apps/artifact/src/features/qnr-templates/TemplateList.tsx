// Issue 13.1 "questionnaire templates": the tenant's templates, searched and filtered on the server
// (title, context, region, archived), each with its favourite star; admins and team leaders also
// design, copy, archive and hide. A row is a card on a phone (§9 mobile breakpoint), never a table
// cut short.
import { useState } from 'react';
import { Alert, Box, Button, List, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, useShell, useShellEvents } from '@portal/sdk';
import { FavouriteTemplates } from './FavouriteTemplates';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { TemplateFilters } from './TemplateFilters';
import { TemplateListRow } from './TemplateListRow';
import {
  problemText,
  useTemplateList,
  useTemplateWrites,
  type TemplateFilter,
  type TemplateRow,
} from './templates-api';

const DESIGNERS = new Set(['admin', 'team_leader']);

/** `selectedId`: the template the address names (§2.3 qnr_template), marked in the list. */
export function TemplateList({
  basePath,
  selectedId = null,
}: {
  basePath: string;
  selectedId?: number | null;
}) {
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
  const design = designer
    ? { basePath, run: (work: () => Promise<unknown>, done: string) => void run(work, done) }
    : undefined;

  return (
    <Box>
      <TemplateFilters
        filter={filter}
        onFilter={setFilter}
        onlyFavourites={onlyFavourites}
        onOnlyFavourites={setOnlyFavourites}
        action={
          designer && (
            <Button variant="contained" onClick={() => navigate(`${basePath}/new`)} sx={{ ml: 'auto' }}>
              {t('newTemplate')}
            </Button>
          )
        }
      />
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
                <TemplateListRow
                  key={row.id}
                  row={row}
                  favourite={favourites.includes(row.id)}
                  selected={row.id === selectedId}
                  onToggleFavourite={() => void toggleFavourite(row)}
                  design={design}
                />
              ))}
            </List>
          )}
          <FavouriteTemplates onFailure={setFailure} />
        </>
      )}
    </Box>
  );
}

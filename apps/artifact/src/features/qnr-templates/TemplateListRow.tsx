// One template of the list: its favourite star, title and chips; for admins and team leaders also
// design, copy, archive and hide. A card on a phone (it wraps), never a table row cut short.
import { Box, Button, Chip, IconButton, ListItem, Stack, Typography } from '@mui/material';
import { useAppTranslation, useNavigate } from '@portal/sdk';
import { StarIcon, StarOutlineIcon } from './icons';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { useTemplateWrites, type TemplateRow } from './templates-api';

/** Runs a write, then says `done` (or shows why it failed). */
export type RunWrite = (work: () => Promise<unknown>, done: string) => void;

export function TemplateListRow(props: {
  row: TemplateRow;
  favourite: boolean;
  /** The template the address names (qnr_template). */
  selected?: boolean;
  onToggleFavourite: () => void;
  /** The designer's actions, for admins and team leaders; absent for staff. */
  design?: { basePath: string; run: RunWrite };
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { row, favourite } = props;
  return (
    <ListItem
      divider
      data-template={row.title}
      aria-current={props.selected ? 'true' : undefined}
      sx={{ flexWrap: 'wrap', gap: 1, px: 0, bgcolor: props.selected ? 'action.selected' : undefined }}
    >
      <IconButton
        aria-label={t('favourite', { title: row.title })}
        aria-pressed={favourite}
        onClick={props.onToggleFavourite}
      >
        {favourite ? <StarIcon color="warning" /> : <StarOutlineIcon />}
      </IconButton>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {row.context && <Chip size="small" label={row.context} />}
          {row.region !== null && <Chip size="small" label={`${t('region')} ${row.region}`} />}
          {row.archived && <Chip size="small" color="default" variant="outlined" label={t('archived')} />}
          {row.hide && <Chip size="small" variant="outlined" label={t('hidden')} />}
          {row.genesis && <Chip size="small" variant="outlined" label={t('genesis')} />}
        </Stack>
      </Box>
      {props.design && <TemplateActions row={row} {...props.design} />}
    </ListItem>
  );
}

/** Design, its answers as a table (issue 26 item 8), copy, archive (or restore) and hide (or show) one template. */
function TemplateActions({ row, basePath, run }: { row: TemplateRow; basePath: string; run: RunWrite }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const navigate = useNavigate();
  const writes = useTemplateWrites();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Button onClick={() => navigate(`${basePath}/${row.id}`)} aria-label={`${t('edit')}: ${row.title}`}>
        {t('edit')}
      </Button>
      <Button
        onClick={() => navigate(`/all-qnrs/answers/${row.id}`)}
        aria-label={`${t('answers')}: ${row.title}`}
      >
        {t('answers')}
      </Button>
      <Button
        aria-label={`${t('copy')}: ${row.title}`}
        onClick={() => run(() => writes.copy(row.id, t('copyTitle', { title: row.title })), t('copied'))}
      >
        {t('copy')}
      </Button>
      <Button
        aria-label={`${row.archived ? t('unarchive') : t('archive')}: ${row.title}`}
        onClick={() =>
          run(
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
          run(() => writes.setState(row.id, { hide: !row.hide }), row.hide ? t('shownDone') : t('hiddenDone'))
        }
      >
        {row.hide ? t('unhide') : t('hide')}
      </Button>
    </Stack>
  );
}

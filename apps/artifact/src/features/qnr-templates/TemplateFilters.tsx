// The templates list's search and filters (title, context, region, archived, favourites only); the
// search and the filters go to the server as the list's where clause.
import type { ReactNode } from 'react';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { useTemplateLookups, type TemplateFilter } from './templates-api';

export function TemplateFilters(props: {
  filter: TemplateFilter;
  onFilter: (filter: TemplateFilter) => void;
  onlyFavourites: boolean;
  onOnlyFavourites: (only: boolean) => void;
  /** What stands at the end of the bar (the designer's "New template"). */
  action?: ReactNode;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const lookups = useTemplateLookups();
  const { filter, onFilter } = props;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        label={t('search')}
        type="search"
        size="small"
        value={filter.search}
        onChange={(event) => onFilter({ ...filter, search: event.target.value })}
        sx={{ minWidth: 200, flex: '1 1 200px' }}
      />
      <TextField
        select
        size="small"
        label={t('context')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={filter.context}
        onChange={(event) => onFilter({ ...filter, context: event.target.value })}
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
        onChange={(event) => onFilter({ ...filter, region: event.target.value })}
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
            onChange={(event) => onFilter({ ...filter, archived: event.target.checked })}
          />
        }
        label={t('showArchived')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={props.onlyFavourites}
            onChange={(event) => props.onOnlyFavourites(event.target.checked)}
          />
        }
        label={t('onlyFavourites')}
      />
      {props.action}
    </Stack>
  );
}

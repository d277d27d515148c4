// The caseload list's search, filters and sort: every change goes to the server (paging, search and
// sort are the server's, over the whole caseload).
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { DirectoryFilters, ParticipantSort } from '@portal/rules';
import { PARTICIPANT_SORTS } from '@portal/rules';
import { useAppTranslation, useUserContext } from '@portal/sdk';
import { participantsTexts } from './participants-texts';

export interface ListState {
  q: string;
  sort: ParticipantSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  activityId: number | null;
  groupId: number | null;
  staffId: number | null;
}

export const INITIAL_STATE: ListState = {
  q: '',
  sort: 'name',
  dir: 'asc',
  page: 1,
  pageSize: 25,
  activityId: null,
  groupId: null,
  staffId: null,
};

interface Props {
  state: ListState;
  filters: DirectoryFilters | undefined;
  /** A change of search, filter or sort goes back to the first page. */
  onChange: (change: Partial<ListState>) => void;
}

const idValue = (value: number | null) => (value === null ? '' : String(value));
const idOf = (value: string) => (value === '' ? null : Number(value));

export function ListFilters({ state, filters, onChange }: Props) {
  const { t } = useAppTranslation(participantsTexts);
  const { user } = useUserContext();
  const select = { select: true, size: 'small', sx: { minWidth: { xs: '100%', sm: 180 } } } as const;
  const filtered = state.activityId !== null || state.groupId !== null || state.q !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={state.q}
        onChange={(event) => onChange({ q: event.target.value.slice(0, 100) })}
        sx={{ flex: { sm: '1 1 260px' } }}
        slotProps={{ htmlInput: { 'data-testid': 'participant-search', maxLength: 100 } }}
      />
      <TextField {...select} label={t('activity')} value={idValue(state.activityId)} onChange={(e) => onChange({ activityId: idOf(e.target.value) })}>
        <MenuItem value="">{t('anyActivity')}</MenuItem>
        {filters?.activities.map((a) => <MenuItem key={a.id} value={String(a.id)}>{a.name}</MenuItem>)}
      </TextField>
      <TextField {...select} label={t('group')} value={idValue(state.groupId)} onChange={(e) => onChange({ groupId: idOf(e.target.value) })}>
        <MenuItem value="">{t('anyGroup')}</MenuItem>
        {filters?.groups.map((g) => <MenuItem key={g.id} value={String(g.id)}>{g.name}</MenuItem>)}
      </TextField>
      {filters && filters.staff.length > 1 && (
        <TextField {...select} label={t('staffMember')} value={idValue(state.staffId ?? user.id)} onChange={(e) => onChange({ staffId: idOf(e.target.value) })}>
          {filters.staff.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>{s.id === user.id ? t('me', { name: s.name }) : s.name}</MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
        <TextField {...select} sx={{ flex: 1, minWidth: { xs: 0, sm: 180 } }} label={t('sort')} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as ParticipantSort })}>
          {PARTICIPANT_SORTS.map((sort) => <MenuItem key={sort} value={sort}>{t(`sort.${sort}`)}</MenuItem>)}
        </TextField>
        <Tooltip title={state.dir === 'asc' ? t('ascending') : t('descending')}>
          <IconButton
            aria-label={state.dir === 'asc' ? t('ascending') : t('descending')}
            onClick={() => onChange({ dir: state.dir === 'asc' ? 'desc' : 'asc' })}
          >
            <span aria-hidden>{state.dir === 'asc' ? '↑' : '↓'}</span>
          </IconButton>
        </Tooltip>
      </Stack>
      {filtered && (
        <Button onClick={() => onChange({ q: '', activityId: null, groupId: null })}>{t('clearFilters')}</Button>
      )}
    </Stack>
  );
}

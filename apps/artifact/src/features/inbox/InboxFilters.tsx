// The inbox's filters: participant (staff), kind and a day range; a change goes to the first page.
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { DateRangeFields, useAppTranslation, useFeature, useGqlQuery, useShell } from '@portal/sdk';
import { INBOX_KINDS, type InboxKind } from '@portal/rules';
import type { InboxFilters as Filters } from './inbox-api';
import { inboxTexts } from './inbox-texts';

const PARTICIPANTS = `query InboxParticipants {
  recipients(order_by: [{ full_name: asc }, { id: asc }], limit: 500) { id full_name }
}`;

export function InboxFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useAppTranslation(inboxTexts);
  const { user } = useShell();
  // Messages waiting for an answer are inbox items only under chat_asyncChat (docs/decisions.md).
  const asyncChat = useFeature('chat_asyncChat');
  const staff = user.role !== 'participant';
  const people = useGqlQuery<{ recipients: { id: number; full_name: string }[] }>({
    key: ['artifact', 'inbox', 'participants'],
    query: PARTICIPANTS,
    enabled: staff,
  });
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, offset: 0 });
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, border: 0, p: 0, m: 0, mb: 2, flexWrap: 'wrap' }}
    >
      <legend
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('filters')}
      </legend>
      {staff && (
        <TextField
          select
          size="small"
          label={t('participant')}
          value={value.participant ?? ''}
          onChange={(e) => set({ participant: e.target.value === '' ? undefined : Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('anyParticipant')}</MenuItem>
          {(people.data?.recipients ?? []).map((person) => (
            <MenuItem key={person.id} value={Number(person.id)}>
              {person.full_name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('kind')}
        value={value.kind ?? ''}
        onChange={(e) => set({ kind: e.target.value === '' ? undefined : (e.target.value as InboxKind) })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('anyKind')}</MenuItem>
        {INBOX_KINDS.filter((kind) => asyncChat || kind !== 'message').map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kind_${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields
        fromLabel={t('from')}
        toLabel={t('to')}
        value={{ from: value.from ?? '', to: value.to ?? '' }}
        onChange={(range) => set({ from: range.from || undefined, to: range.to || undefined })}
      />
      <Button onClick={() => onChange({})} sx={{ minHeight: 40 }}>
        {t('clear')}
      </Button>
    </Stack>
  );
}

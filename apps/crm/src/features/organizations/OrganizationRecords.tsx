// An organization's contact persons, notes and placed participants (issue 29 item 1), below its form
// on the organization page: each a list with a small form to add one; the server's refusal is shown
// in the user's language and nothing is added.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { PLACEMENT_KINDS, type PlacementKind } from '@portal/rules';
import { DateField, useAppTranslation } from '@portal/sdk';
import {
  useDetailWrites,
  useOrganizationDetails,
  type OrganizationContact,
  type OrganizationPlacement,
} from './organization-api';
import { recordTexts } from './record-texts';

type Writes = ReturnType<typeof useDetailWrites>;

/** Runs a write, refreshes the records, and gives back the refusal's text (or null when it went). */
function useSave(writes: Writes) {
  const { t, language } = useAppTranslation(recordTexts);
  const [error, setError] = useState<string | null>(null);
  const save = async (write: () => Promise<unknown>) => {
    try {
      await write();
      setError(null);
      await writes.refresh();
      return true;
    } catch (failure) {
      const messages = (failure as { extra?: { messages?: Record<string, string> } }).extra?.messages;
      setError(messages?.[language] ?? t('failed'));
      return false;
    }
  };
  return { error, save };
}

function Section({ title, error, children }: { title: string; error: string | null; children: ReactNode }) {
  const id = `records-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {children}
    </Paper>
  );
}

interface RemovableRow {
  id: number;
  primary: string;
  secondary: string;
  /** The remove button's name, which says what it removes. */
  removeLabel: string;
  /** A placement's participant (data-placement, by which a journey finds the row). */
  placement?: string;
}

/** A section's records, each with its remove button. */
function RemovableList({
  label,
  rows,
  onRemove,
}: {
  label: string;
  rows: RemovableRow[];
  onRemove: (id: number) => void;
}) {
  const { t } = useAppTranslation(recordTexts);
  return (
    <List dense aria-label={label}>
      {rows.map((row) => (
        <ListItem
          key={row.id}
          divider
          data-placement={row.placement}
          secondaryAction={
            <Button size="small" aria-label={row.removeLabel} onClick={() => onRemove(row.id)}>
              {t('remove')}
            </Button>
          }
        >
          <ListItemText primary={row.primary} secondary={row.secondary} />
        </ListItem>
      ))}
    </List>
  );
}

/** A section's small add form, its fields in a row that wraps on a phone. */
function AddRow({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
      onSubmit={(e) => void onSubmit(e)}
    >
      {children}
    </Stack>
  );
}

function Contacts({ contacts, writes }: { contacts: OrganizationContact[]; writes: Writes }) {
  const { t } = useAppTranslation(recordTexts);
  const { error, save } = useSave(writes);
  const empty = { name: '', title: '', phone: '', email: '' };
  const [fields, setFields] = useState(empty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.name.trim()) return;
    if (await save(() => writes.addContact(fields))) setFields(empty);
  };
  return (
    <Section title={t('contacts')} error={error}>
      {contacts.length === 0 && <Typography>{t('noContacts')}</Typography>}
      <RemovableList
        label={t('contacts')}
        rows={contacts.map((c) => ({
          id: c.id,
          primary: c.name,
          secondary: [c.title, c.phone, c.email].filter(Boolean).join(' · '),
          removeLabel: t('removeContact', { name: c.name }),
        }))}
        onRemove={(id) => void save(() => writes.removeContact(id))}
      />
      <AddRow onSubmit={submit}>
        {(['name', 'title', 'phone', 'email'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            required={key === 'name'}
            label={t(`contact${key[0]!.toUpperCase()}${key.slice(1)}` as 'contactName')}
            value={fields[key]}
            onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: key === 'phone' ? 40 : 200 } }}
            sx={{ flex: '1 1 10rem' }}
          />
        ))}
        <Button type="submit" variant="outlined">
          {t('addContact')}
        </Button>
      </AddRow>
    </Section>
  );
}

function Notes({
  notes,
  writes,
}: {
  notes: { id: number; body: string; authorName: string | null; createdAt: string }[];
  writes: Writes;
}) {
  const { t, language } = useAppTranslation(recordTexts);
  const { error, save } = useSave(writes);
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() && (await save(() => writes.addNote(body)))) setBody('');
  };
  const when = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium' });
  return (
    <Section title={t('notes')} error={error}>
      {notes.length === 0 && <Typography>{t('noNotes')}</Typography>}
      <List dense aria-label={t('notes')}>
        {notes.map((n) => (
          <ListItem key={n.id} divider>
            <ListItemText
              primary={n.body}
              secondary={[n.authorName, when.format(new Date(n.createdAt))].filter(Boolean).join(' · ')}
              sx={{ whiteSpace: 'pre-wrap' }}
            />
          </ListItem>
        ))}
      </List>
      <Stack component="form" spacing={1} onSubmit={(e) => void submit(e)}>
        <TextField
          multiline
          minRows={2}
          label={t('noteBody')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('addNote')}
        </Button>
      </Stack>
    </Section>
  );
}

function PlacementForm({
  participants,
  writes,
  save,
}: {
  participants: { id: number; name: string }[];
  writes: Writes;
  save: (write: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useAppTranslation(recordTexts);
  const empty = { recipientId: '', kind: 'work_trial' as PlacementKind, startsOn: '', endsOn: '', hours: '' };
  const [f, setF] = useState(empty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!f.recipientId || !f.startsOn) return;
    const body = {
      recipientId: Number(f.recipientId),
      kind: f.kind,
      startsOn: f.startsOn,
      endsOn: f.endsOn || null,
      hoursPerWeek: f.hours ? Number(f.hours) : null,
    };
    if (await save(() => writes.addPlacement(body))) setF(empty);
  };
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  return (
    <AddRow onSubmit={submit}>
      <TextField
        select
        required
        size="small"
        label={t('participant')}
        value={f.recipientId}
        onChange={set('recipientId')}
        sx={{ flex: '1 1 12rem' }}
      >
        {participants.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('placementKind')}
        value={f.kind}
        onChange={set('kind')}
        sx={{ flex: '1 1 9rem' }}
      >
        {PLACEMENT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kind.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        required
        size="small"
        label={t('startsOn')}
        value={f.startsOn}
        onChange={(startsOn) => setF({ ...f, startsOn })}
      />
      <DateField
        size="small"
        label={t('endsOn')}
        value={f.endsOn}
        min={f.startsOn || undefined}
        onChange={(endsOn) => setF({ ...f, endsOn })}
      />
      <TextField
        size="small"
        type="number"
        label={t('hoursPerWeek')}
        value={f.hours}
        onChange={set('hours')}
        slotProps={{ htmlInput: { min: 0.5, max: 100, step: 0.5 } }}
        sx={{ width: '9rem' }}
      />
      <Button type="submit" variant="outlined">
        {t('addPlacement')}
      </Button>
    </AddRow>
  );
}

function Placements({
  placements,
  participants,
  writes,
}: {
  placements: OrganizationPlacement[];
  participants: { id: number; name: string }[];
  writes: Writes;
}) {
  const { t } = useAppTranslation(recordTexts);
  const { error, save } = useSave(writes);
  return (
    <Section title={t('placements')} error={error}>
      {placements.length === 0 && <Typography>{t('noPlacements')}</Typography>}
      <RemovableList
        label={t('placements')}
        rows={placements.map((p) => ({
          id: p.id,
          primary: `${p.recipientName} · ${t(`kind.${p.kind}`)}`,
          secondary: [
            `${p.startsOn} – ${p.endsOn ?? t('ongoing')}`,
            p.hoursPerWeek === null ? null : t('hours', { hours: p.hoursPerWeek }),
            p.note,
          ]
            .filter(Boolean)
            .join(' · '),
          removeLabel: t('removePlacement', { name: p.recipientName }),
          placement: p.recipientName,
        }))}
        onRemove={(id) => void save(() => writes.removePlacement(id))}
      />
      <PlacementForm participants={participants} writes={writes} save={save} />
    </Section>
  );
}

/** The three record lists of one organization. */
export function OrganizationRecords({ id }: { id: number }) {
  const details = useOrganizationDetails(id);
  const writes = useDetailWrites(id);
  if (!details.data) return null;
  return (
    <Stack spacing={2} sx={{ mt: 4, maxWidth: 900 }}>
      <Contacts contacts={details.data.contacts} writes={writes} />
      <Placements
        placements={details.data.placements}
        participants={details.data.participants}
        writes={writes}
      />
      <Notes notes={details.data.notes} writes={writes} />
    </Stack>
  );
}

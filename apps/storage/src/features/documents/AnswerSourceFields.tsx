// The participant and one of their answered questionnaires, chosen as the source of a document's
// merge fields: by the generate page and by the template editor's sample.
import { MenuItem, TextField } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { AnsweredQuery, Participant } from './documents-api';
import { documentsTexts } from './documents-texts';

export function AnswerSourceFields({
  participants,
  answered,
  patient,
  queryId,
  onPatient,
  onQuery,
  labels,
}: {
  participants: readonly Participant[] | undefined;
  answered: readonly AnsweredQuery[] | undefined;
  /** The chosen ids as the selects hold them ('' for none). */
  patient: string;
  queryId: string;
  onPatient: (id: string) => void;
  onQuery: (id: string) => void;
  /** The callers' own words; `noParticipant` offers "none" as a participant too. */
  labels: { participant: string; questionnaire: string; noQuestionnaire: string; noParticipant?: string };
}) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <TextField select label={labels.participant} value={patient} onChange={(event) => onPatient(event.target.value)}>
        {labels.noParticipant !== undefined && <MenuItem value="">{labels.noParticipant}</MenuItem>}
        {participants?.map((row) => (
          <MenuItem key={row.id} value={String(row.id)}>
            {row.full_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={labels.questionnaire}
        value={queryId}
        disabled={!patient}
        onChange={(event) => onQuery(event.target.value)}
      >
        <MenuItem value="">{labels.noQuestionnaire}</MenuItem>
        {answered?.map((row) => (
          <MenuItem key={row.id} value={String(row.id)}>
            {t('answeredOn', { title: row.title, when: when(row.updated_at) })}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

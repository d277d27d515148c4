// The quick-access dialog "Share with a colleague" (includes.json): in the RECIPIENT context, one of
// the chosen participant's questionnaires or documents, then the person and a note.
import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { defineDialog, useAppTranslation, useGqlQuery, useUserContext, type DialogProps } from '@portal/sdk';
import { ShareForm, type ShareTargetItem } from './ShareForm';
import { shareTexts } from './share-texts';

const ITEMS = `query ShareableItems($patient: bigint!) {
  queries(where: { patient_id: { _eq: $patient }, status: { _neq: "DRAFT" } }, order_by: { created_at: desc }, limit: 50) { id title }
  document_patient(where: { patient_id: { _eq: $patient } }, order_by: { created_at: desc }, limit: 50) { document { id name } }
}`;

interface Items {
  queries: { id: number; title: string }[];
  document_patient: { document: { id: number; name: string } | null }[];
}

export const ShareDialog = defineDialog(function ShareDialog({ close }: DialogProps) {
  const { t } = useAppTranslation(shareTexts);
  const { selectedRecipient } = useUserContext();
  const [choice, setChoice] = useState('');
  const items = useGqlQuery<Items>({
    key: ['artifact', 'share', 'items', selectedRecipient?.id ?? 0],
    query: ITEMS,
    variables: { patient: selectedRecipient?.id ?? 0 },
    enabled: selectedRecipient !== null,
  });
  if (!selectedRecipient) return <Typography>{t('chooseParticipantFirst')}</Typography>;
  if (items.isPending) return <Typography role="status">{t('loading')}</Typography>;
  const options = [
    ...(items.data?.queries ?? []).map((q) => ({
      key: `q${q.id}`,
      label: t('questionnaire', { title: q.title }),
    })),
    ...new Map(
      (items.data?.document_patient ?? [])
        .flatMap((dp) => (dp.document ? [dp.document] : []))
        .map((d) => [d.id, { key: `d${d.id}`, label: t('document', { title: d.name }) }]),
    ).values(),
  ];
  const item: ShareTargetItem | null = choice.startsWith('q')
    ? { queryId: Number(choice.slice(1)) }
    : choice.startsWith('d')
      ? { documentId: Number(choice.slice(1)) }
      : null;
  return (
    <Stack sx={{ gap: 2, pt: 1 }}>
      {options.length === 0 ? (
        <Typography>{t('noItems')}</Typography>
      ) : (
        <TextField
          select
          required
          label={t('item')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {options.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ShareForm
        item={item}
        onDone={(name) => close({ status: 'saved', message: t('shared', { name }) })}
        onCancel={() => close({ status: 'cancelled' })}
      />
    </Stack>
  );
});

export default ShareDialog;

// Route "summary" (issue 28 items 5 and 6): one page per participant with what the portal holds about
// them in time order (questionnaires, documents, consents, plans, the activities log, case notes),
// filtered by kind and text. In RECIPIENT the chosen participant's; in ME a participant's own, or a
// staff user's own notes.
import { useState } from 'react';
import {
  Alert,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Box,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SUMMARY_KINDS, summaryContract, type SummaryKind } from '@portal/rules';
import {
  definePage,
  useAppTranslation,
  useGqlQuery,
  usePageHeader,
  useShell,
  useUserContext,
} from '@portal/sdk';
import { SummaryItems } from './SummaryItems';
import { summaryTexts } from './summary-texts';

const OWN = `query OwnRecipient { recipients(limit: 1) { id full_name } }`;

function useSummary(recipientId: number | null, kinds: SummaryKind[], q: string) {
  const { api } = useShell();
  const query = { ...(kinds.length ? { kinds: kinds.join(',') } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
  return useQuery({
    queryKey: ['artifact', 'summary', recipientId, kinds, q],
    queryFn: async () =>
      recipientId === null
        ? {
            name: null,
            items: (await api.call(summaryContract.ownNotes, { query: q.trim() ? { q: q.trim() } : {} }))
              .items,
          }
        : api.call(summaryContract.summary, { params: { id: recipientId }, query }),
  });
}

function Filters(props: {
  kinds: SummaryKind[];
  onKinds: (k: SummaryKind[]) => void;
  q: string;
  onQ: (q: string) => void;
}) {
  const { t } = useAppTranslation(summaryTexts);
  return (
    <Stack spacing={1}>
      <TextField
        label={t('search')}
        type="search"
        value={props.q}
        onChange={(e) => props.onQ(e.target.value)}
        sx={{ maxWidth: 400 }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('kinds')}</FormLabel>
        <FormGroup row>
          {SUMMARY_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              label={t(`kind.${kind}`)}
              control={
                <Checkbox
                  checked={props.kinds.includes(kind)}
                  onChange={(e) =>
                    props.onKinds(
                      e.target.checked ? [...props.kinds, kind] : props.kinds.filter((k) => k !== kind),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
    </Stack>
  );
}

const SummaryPage = definePage(function SummaryPage() {
  const { t } = useAppTranslation(summaryTexts);
  const { user, selectedRecipient } = useUserContext();
  const participant = user.role === 'participant';
  const own = useGqlQuery<{ recipients: { id: number; full_name: string }[] }>({
    key: ['artifact', 'summary', 'own'],
    query: OWN,
    enabled: participant && !selectedRecipient,
  });
  const ownId = own.data?.recipients[0]?.id;
  const recipientId = selectedRecipient?.id ?? (participant && ownId !== undefined ? Number(ownId) : null);
  const [kinds, setKinds] = useState<SummaryKind[]>([]);
  const [q, setQ] = useState('');
  const summary = useSummary(recipientId, kinds, q);
  const name = summary.data?.name ?? selectedRecipient?.name;
  usePageHeader({ title: recipientId === null ? t('ownNotes') : name ? t('titleOf', { name }) : t('title') });
  if (participant && own.isPending) return <Typography role="status">{t('loading')}</Typography>;
  return (
    <Stack spacing={2}>
      <Filters kinds={kinds} onKinds={setKinds} q={q} onQ={setQ} />
      {summary.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : summary.error ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : (
        <SummaryItems items={summary.data.items} />
      )}
    </Stack>
  );
});

export default SummaryPage;

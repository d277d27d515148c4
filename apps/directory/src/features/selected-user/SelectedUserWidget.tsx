// §3 overview widget AO_DIRECTORY_SELECTED_USER (issue 30 item 6): the contact card of the
// participant chosen in the RECIPIENT context (name, mobile, activity, case number, level, measure),
// and in ME the user's own (name, username, email, mobile). It replaces the data grid's generic
// field/value table. A card at every width: each field on its own line reads well at 375 px.
import type { MouseEvent } from 'react';
import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import {
  ROUTE_PATHS,
  defineWidget,
  routeHref,
  useAppTranslation,
  useGqlQuery,
  useNavigate,
  useUserContext,
  type WidgetProps,
} from '@portal/sdk';
import { selectedUserTexts } from './selected-user-texts';

type FieldKey = 'mobile' | 'email' | 'username' | 'activity' | 'caseNumber' | 'level' | 'measure';

interface Card {
  name: string;
  fields: [FieldKey, string][];
}

interface Answer {
  recipients?: {
    full_name: string;
    mobile_phone: string | null;
    actno: string | null;
    niva: string | null;
    tiltak: string | null;
    activity: { name: string } | null;
  }[];
  users?: { first_name: string; last_name: string; username: string; email: string | null; mobile_phone: string | null }[];
}

const RECIPIENT_CARD = `query DirectorySelectedUserCard($id: bigint!) {
  recipients(where: { id: { _eq: $id } }, limit: 1) { full_name mobile_phone actno niva tiltak activity { name } }
}`;
const ME_CARD = `query DirectorySelectedUserMeCard($id: bigint!) {
  users(where: { id: { _eq: $id } }, limit: 1) { first_name last_name username email mobile_phone }
}`;

const present = (fields: [FieldKey, string | null | undefined][]): [FieldKey, string][] =>
  fields.filter((field): field is [FieldKey, string] => typeof field[1] === 'string' && field[1] !== '');

/** The answer as one card; null when the data API holds no such person for the caller. */
export function cardOf(answer: Answer): Card | null {
  const recipient = answer.recipients?.[0];
  if (recipient)
    return {
      name: recipient.full_name,
      fields: present([
        ['mobile', recipient.mobile_phone],
        ['activity', recipient.activity?.name],
        ['caseNumber', recipient.actno],
        ['level', recipient.niva],
        ['measure', recipient.tiltak],
      ]),
    };
  const user = answer.users?.[0];
  if (!user) return null;
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    fields: present([
      ['username', user.username],
      ['email', user.email],
      ['mobile', user.mobile_phone],
    ]),
  };
}

function FieldValue({ field, value, name }: { field: FieldKey; value: string; name: string }) {
  const { t } = useAppTranslation(selectedUserTexts);
  if (field === 'mobile')
    return (
      <Link href={`tel:${value.replace(/\s/g, '')}`} aria-label={t('call', { name, number: value })}>
        {value}
      </Link>
    );
  if (field === 'email')
    return (
      <Link href={`mailto:${value}`} aria-label={t('write', { name, address: value })} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Link>
    );
  return <>{value}</>;
}

const SelectedUserWidget = defineWidget(function SelectedUserWidget({ name }: WidgetProps) {
  const { t } = useAppTranslation(selectedUserTexts);
  const { user, userContext, selectedRecipient } = useUserContext();
  const navigate = useNavigate();
  const recipientId = userContext === 'RECIPIENT' ? (selectedRecipient?.id ?? null) : null;
  const inRecipient = userContext === 'RECIPIENT';
  const card = useGqlQuery<Answer, Card | null>({
    key: ['directory', 'selected-user-card', inRecipient ? 'RECIPIENT' : 'ME', inRecipient ? recipientId : user.id],
    query: inRecipient ? RECIPIENT_CARD : ME_CARD,
    variables: { id: inRecipient ? (recipientId ?? -1) : user.id },
    select: cardOf,
  });
  const title = name || t(inRecipient ? 'titleRecipient' : 'titleMe');
  const personName = card.data?.name ?? '';
  const summary =
    inRecipient && recipientId !== null
      ? routeHref(ROUTE_PATHS.summary, { user_context: 'RECIPIENT', selected_patient_id: recipientId })
      : null;
  const open = (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Paper
      component="article"
      variant="outlined"
      data-widget="AO_DIRECTORY_SELECTED_USER"
      data-testid="selected-user-widget"
      aria-label={title}
      sx={{ p: 1.5 }}
    >
      <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', m: 0, mb: 1 }}>
        {title}
      </Typography>
      {card.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : card.error ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : card.data === null ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {summary ? (
              <Link href={summary} onClick={open(summary)} aria-label={t('openSummary', { name: card.data.name })}>
                {card.data.name}
              </Link>
            ) : (
              card.data.name
            )}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
            {card.data.fields.map(([field, value]) => (
              <Box key={field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <Typography component="dt" color="text.secondary" sx={{ minWidth: '7rem' }}>
                  {t(field)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <FieldValue field={field} value={value} name={personName} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
});

export default SelectedUserWidget;
export { SelectedUserWidget };

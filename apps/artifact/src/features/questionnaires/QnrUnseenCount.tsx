// Issue 13.7: the list's count of answers handed in and not yet seen by staff, live. It follows
// unseen_queries (migration 0175) over a data API subscription, as the side menu's badge does, so a
// participant handing in or a colleague marking one seen moves the chip without reloading the list;
// only this small aggregate is pushed, never the paged list. Until the subscription has answered
// (or where it cannot: no WebSocket) one plain read shows the count.
import { Chip } from '@mui/material';
import { useAppTranslation, useGqlQuery, useGqlSubscription } from '@portal/sdk';
import { qnrTexts } from './qnr-texts';

const UNSEEN_FIELDS = 'unseen_queries_aggregate(where: $where) { aggregate { sum { total } } }';
export const QNR_UNSEEN_QUERY = `query QnrUnseen($where: unseen_queries_bool_exp!) { ${UNSEEN_FIELDS} }`;
export const QNR_UNSEEN_SUBSCRIPTION = `subscription QnrUnseenLive($where: unseen_queries_bool_exp!) { ${UNSEEN_FIELDS} }`;

interface UnseenAnswer {
  unseen_queries_aggregate: { aggregate: { sum: { total: number | string | null } | null } | null };
}

const unseenOf = (answer: UnseenAnswer) => Number(answer.unseen_queries_aggregate.aggregate?.sum?.total ?? 0);

export function qnrUnseenWhere(patientId: number | null): Record<string, unknown> {
  return { archived: { _eq: false }, ...(patientId ? { patient_id: { _eq: patientId } } : {}) };
}

/** The unseen answers (of one participant, or of all the user may read), live; null while unknown. */
export function useQnrUnseen(patientId: number | null): number | null {
  const where = qnrUnseenWhere(patientId);
  const live = useGqlSubscription<UnseenAnswer>({ query: QNR_UNSEEN_SUBSCRIPTION, variables: { where } });
  const read = useGqlQuery<UnseenAnswer, number>({
    key: ['artifact', 'questionnaires', 'unseen'],
    query: QNR_UNSEEN_QUERY,
    variables: { where },
    enabled: live.data === undefined,
    select: unseenOf,
  });
  if (live.data !== undefined) return unseenOf(live.data);
  return read.data ?? null;
}

export function UnseenCount({ patientId }: { patientId: number | null }) {
  const { t } = useAppTranslation(qnrTexts);
  const unseen = useQnrUnseen(patientId);
  if (!unseen) return null;
  return (
    <Chip
      color="primary"
      size="small"
      data-testid="unseen-count"
      data-count={unseen}
      label={t('unseenCount', { count: unseen })}
    />
  );
}

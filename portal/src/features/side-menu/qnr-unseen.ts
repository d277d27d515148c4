// §2.4 / issue 13.7 The questionnaires entry shows how many questionnaires participants have handed
// in that staff have not yet seen (unseen_queries, migration 0175: ANSWERED, SIGNED or REJECTED and
// not seen_by_therapist), not archived, live over the data API's subscriptions. In the RECIPIENT
// context it counts the chosen participant's, as the list the entry opens does.
export const QNR_UNSEEN = `subscription qnrUnseen($where: unseen_queries_bool_exp!) {
  unseen_queries_aggregate(where: $where) { aggregate { sum { total } } }
}`;

export interface QnrUnseenAnswer {
  unseen_queries_aggregate: { aggregate: { sum: { total: number | string | null } | null } | null };
}

export function qnrUnseenWhere(recipientId: number | null): Record<string, unknown> {
  return {
    archived: { _eq: false },
    ...(recipientId === null ? {} : { patient_id: { _eq: recipientId } }),
  };
}

export function unseenQnrs(answer: QnrUnseenAnswer): number {
  return Number(answer.unseen_queries_aggregate.aggregate?.sum?.total ?? 0);
}

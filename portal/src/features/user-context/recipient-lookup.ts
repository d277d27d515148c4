// The chosen recipient, read through the GraphQL data API under the user's permissions: an id the
// user may not see answers null, and the shell falls back to the ME context (issue 6, bad input).
import type { GraphQLClient } from '@portal/sdk';
import type { SelectedRecipient } from './shell-session';

export const RECIPIENT_BY_ID = `query selectedRecipient($id: bigint!) {
  recipients_by_pk(id: $id) { id full_name user_id }
}`;

interface RecipientRow {
  id: number | string;
  full_name: string;
  user_id: number | string | null;
}

export async function fetchRecipient(
  graphql: GraphQLClient,
  id: number,
  signal?: AbortSignal,
): Promise<SelectedRecipient | null> {
  const data = await graphql.request<{ recipients_by_pk: RecipientRow | null }>(
    RECIPIENT_BY_ID,
    { id },
    signal,
  );
  const row = data.recipients_by_pk;
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.full_name,
    userId: row.user_id === null ? null : Number(row.user_id),
  };
}

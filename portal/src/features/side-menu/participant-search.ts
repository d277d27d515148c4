// §2.4 The find/replace participant selector searches participants through the GraphQL data API
// (recipients by name, limited), under the user's own permissions.
import type { GraphQLClient } from '@portal/sdk';

export const PARTICIPANT_SEARCH_LIMIT = 10;

export const SEARCH_PARTICIPANTS = `query searchParticipants($name: String!, $limit: Int!) {
  recipients(where: {full_name: {_ilike: $name}}, order_by: {full_name: asc}, limit: $limit) { id full_name }
}`;

export interface ParticipantOption {
  id: number;
  name: string;
}

/** `%text%` with the LIKE wildcards of the user's text escaped. */
export function ilikePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchParticipants(
  graphql: GraphQLClient,
  text: string,
  signal?: AbortSignal,
): Promise<ParticipantOption[]> {
  const data = await graphql.request<{ recipients: { id: number | string; full_name: string }[] }>(
    SEARCH_PARTICIPANTS,
    { name: ilikePattern(text), limit: PARTICIPANT_SEARCH_LIMIT },
    signal,
  );
  return data.recipients.map((row) => ({ id: Number(row.id), name: row.full_name }));
}

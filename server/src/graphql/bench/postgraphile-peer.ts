/**
 * The benchmark's peer, PostGraphile v5 on the same database. It is not installed in this
 * repository (an optional root dev dependency), so the benchmark prints that the peer column is
 * left out. To add it: `npm install -D postgraphile@^5`, then start it here with the amber preset
 * and makePgService(databaseUrl) behind grafserv's node adapter, answering on /graphql.
 */
export async function startPeer(
  _databaseUrl: string,
): Promise<{ url: string; close(): Promise<void> } | null> {
  return null;
}

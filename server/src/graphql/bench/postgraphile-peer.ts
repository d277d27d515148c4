/** PostGraphile v5 on the same database, when the optional dev dependency is installed. */
export async function startPeer(_databaseUrl: string): Promise<{ url: string; close(): Promise<void> } | null> {
  return null;
}

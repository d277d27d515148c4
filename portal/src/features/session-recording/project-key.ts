// §1 Session recording: the project key is derived per journal (the tenant's prefix and the journal).
export function recordingProjectKey(prefix: string | undefined, journal: string | null): string {
  const part =
    (journal ?? 'default')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'default';
  return prefix ? `${prefix}${prefix.endsWith('-') ? '' : '-'}${part}` : part;
}

// What was typed and not yet saved, kept on this device (localStorage) until the server has it, so
// a reload or a lost connection loses nothing. Keyed by tenant, user and draft; removed after the
// save that holds it, so unsaved text does not linger on a shared computer longer than needed.
export interface DraftBackup {
  title: string;
  html: string;
  /** The server revision the text was written on. */
  baseRevision: number;
  at: string;
}

export const backupKey = (customerId: number, userId: number, draftId: number) =>
  `portal.documents.draft.${customerId}.${userId}.${draftId}`;

export function readBackup(key: string): DraftBackup | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as DraftBackup | null;
    return value && typeof value.html === 'string' && typeof value.title === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeBackup(key: string, backup: DraftBackup) {
  try {
    localStorage.setItem(key, JSON.stringify(backup));
  } catch {
    // A full or blocked storage: the autosave to the server still runs.
  }
}

export function clearBackup(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

// §2.9 Unsaved changes, for the apps' forms (useUnsavedChangesGuard in @portal/sdk): while any form
// is dirty, leaving asks first. What asks: the shell's navigation (an app's navigate, a link the
// page's own router follows) and a click on any link of the page; a reload or closing the tab gets
// the browser's own question. Pure state here; the dialog is UnsavedChangesPrompt.
export type SaveChanges = () => Promise<void>;

export interface UnsavedChangesGuard {
  setDirty(owner: string, dirty: boolean, save?: SaveChanges): void;
  isDirty(): boolean;
  /** Runs `leave` at once when nothing is dirty; otherwise holds it until the user decides. */
  request(leave: () => void): void;
  /** The held departure, or null. */
  pending(): (() => void) | null;
  discard(): void;
  stay(): void;
  saveAndLeave(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createUnsavedChangesGuard(): UnsavedChangesGuard {
  const dirty = new Map<string, SaveChanges | undefined>();
  const listeners = new Set<() => void>();
  let held: (() => void) | null = null;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const leave = () => {
    const go = held;
    held = null;
    dirty.clear();
    changed();
    go?.();
  };
  return {
    setDirty(owner, isDirty, save) {
      if (isDirty) dirty.set(owner, save);
      else dirty.delete(owner);
    },
    isDirty: () => dirty.size > 0,
    request(go) {
      if (dirty.size === 0) return go();
      held = go;
      changed();
    },
    pending: () => held,
    discard: leave,
    stay() {
      held = null;
      changed();
    },
    async saveAndLeave() {
      // A form without a save of its own cannot be saved from here: it stays, as "go back" does.
      const saves = [...dirty.values()];
      if (saves.some((save) => save === undefined)) return this.stay();
      await Promise.all(saves.map((save) => save?.()));
      leave();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

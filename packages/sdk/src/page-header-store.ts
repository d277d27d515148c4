// §2.4 Page header: a page may name its own title and back target (a sub-route's screen, a record's
// name); the shell's header shows the newest page's words, else the route's own.
export interface PageHeaderInfo {
  title?: string;
  /** The address the back button opens (a path of the shell, or below the page's basePath). */
  backTo?: string;
}

export interface PageHeaderStore {
  set(owner: string, header: PageHeaderInfo | null): void;
  current(): PageHeaderInfo | null;
  subscribe(listener: () => void): () => void;
}

export function createPageHeaderStore(): PageHeaderStore {
  const byOwner = new Map<string, PageHeaderInfo>();
  const listeners = new Set<() => void>();
  let snapshot: PageHeaderInfo | null = null;
  return {
    set(owner, header) {
      if (header) byOwner.set(owner, header);
      else byOwner.delete(owner);
      snapshot = [...byOwner.values()].at(-1) ?? null;
      for (const listener of [...listeners]) listener();
    },
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

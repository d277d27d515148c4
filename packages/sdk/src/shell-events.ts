// §7 "In-app events: token-changed and logout. A snackbar event can show a message."
// Typed names and payloads; the shell and every app share one bus through the SDK.

export type DeviceKind = 'trusted' | 'untrusted';

export interface SnackbarMessage {
  message: string;
  /** An optional link button (§2.9). */
  link?: { label: string; href: string };
}

export interface ShellEventMap {
  'token-changed': { token: string };
  /** §4 Authentication: "The logout event carries the device." */
  logout: { device: DeviceKind | null };
  snackbar: SnackbarMessage;
}

export type ShellEventName = keyof ShellEventMap;
export type ShellEventListener<N extends ShellEventName> = (payload: ShellEventMap[N]) => void;

export interface ShellEvents {
  emit<N extends ShellEventName>(name: N, payload: ShellEventMap[N]): void;
  /** Returns the function that removes the listener. */
  on<N extends ShellEventName>(name: N, listener: ShellEventListener<N>): () => void;
}

/** A small synchronous event bus; a listener that throws is logged and does not stop the others. */
export function createShellEvents(): ShellEvents {
  const listeners = new Map<ShellEventName, Set<(payload: never) => void>>();
  return {
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as ShellEventListener<typeof name>)(payload);
        } catch (error) {
          console.error(`[sdk] a listener of "${name}" failed`, error);
        }
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
  };
}

// A live GraphQL subscription that comes back by itself: graphql-ws gives up after a few failed
// reconnects (a long time offline), so the subscription starts again when the browser is online
// again and a while after an error. The last answer stays shown in between.
import { useEffect, useState } from 'react';
import { useShell } from '@portal/sdk';

export interface LiveState<T> {
  data: T | undefined;
  error: boolean;
}

export function useLive<T>(query: string, variables: Record<string, unknown>, enabled = true): LiveState<T> {
  const { subscriptions } = useShell();
  const [state, setState] = useState<LiveState<T>>({ data: undefined, error: false });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    const again = () => setRound((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = subscriptions.subscribe<T>(query, JSON.parse(key) as Record<string, unknown>, {
      next: (data) => setState({ data, error: false }),
      error: () => {
        setState((previous) => ({ data: previous.data, error: true }));
        timer = setTimeout(() => setRound((n) => n + 1), 3000);
      },
    });
    return () => {
      clearTimeout(timer);
      end();
    };
  }, [subscriptions, query, key, enabled, round]);
  return state;
}

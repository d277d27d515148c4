// The harness page's inputs: a session token (from #token=…, kept in sessionStorage) and what to
// mount (query parameters). See docs/apps.md "Trying an app without the shell".
import { LANGUAGES, type Language, type UserContextKind } from '@portal/sdk';

const TOKEN_KEY = 'portal.apps-harness.token';

export interface HarnessRequest {
  token: string | null;
  language: Language;
  userContext: UserContextKind;
  recipientId: number | null;
  /** Overview widget kinds, or the user's overview for the context when the list is "overview". */
  widgets: string[] | 'overview';
  /** "app:module" pairs, e.g. "chat:page:chat". */
  modules: { app: string; module: string }[];
}

export function readHarnessRequest(location: Location, storage: Storage): HarnessRequest {
  const hashToken = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (hashToken) {
    storage.setItem(TOKEN_KEY, hashToken);
    history.replaceState(null, '', location.pathname + location.search);
  }
  const query = new URLSearchParams(location.search);
  const lang = query.get('lang');
  const widgets = query.get('widgets') ?? 'overview';
  return {
    token: storage.getItem(TOKEN_KEY),
    language: LANGUAGES.find((l) => l === lang) ?? 'en',
    userContext: query.get('user_context') === 'RECIPIENT' ? 'RECIPIENT' : 'ME',
    recipientId: Number(query.get('selected_patient_id')) || null,
    widgets: widgets === 'overview' ? 'overview' : widgets.split(',').filter(Boolean),
    modules: (query.get('modules') ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [app = '', ...rest] = pair.split(':');
        return { app, module: rest.join(':') };
      }),
  };
}

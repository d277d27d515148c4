// The signed-in shell's first two requests, the session's bootstrap and the apps' index, asked for
// at the app start when a session is stored (AppRoutes' preloadSignedInRoutes), beside the
// bootstrap and the shell's code instead of after them. Read as raw JSON here, so the login page
// carries no more than these lines; the shell parses what it takes (features/user-context,
// features/apps), and asks again itself when nothing was asked ahead or that failed.
import { askedAhead } from './asked-ahead';
import { bearerAuthorization } from './basic-auth';
import { getJson } from './http-client';

const SESSION_BOOTSTRAP_PATH = '/api/bootstrap';
const APP_INDEX_PATH = '/api/apps';

/** GET /api/bootstrap with the session's token: the user's part of the bootstrap. */
export const sessionBootstrapAhead = askedAhead((token: string) =>
  getJson<unknown>(SESSION_BOOTSTRAP_PATH, { headers: { authorization: bearerAuthorization(token) } }),
);

/** GET /api/apps: the installed apps (no session needed). */
export const appIndexAhead = askedAhead<void, unknown>(() => getJson<unknown>(APP_INDEX_PATH));

/** Both, now (each once). */
export function askSignedInAhead(token: string): void {
  void sessionBootstrapAhead.start(token);
  void appIndexAhead.start();
}

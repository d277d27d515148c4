/** §2.1 Where a failed token login ends. */
export const UNABLE_TO_LOG_IN_PATH = '/UnableToLogFromEPR';

/** The token paths: /login/connector/:token? and /login/epr/:token? (react-router matches by case). */
export const TOKEN_LOGIN_PATH = /^\/login\/(?:connector|epr)(?:\/([^/]+))?\/?$/i;

/** The token of a token login's path, decoded; undefined when the path has none. */
export function tokenFromPath(pathname: string): string | undefined {
  const token = TOKEN_LOGIN_PATH.exec(pathname)?.[1];
  if (token === undefined) return undefined;
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

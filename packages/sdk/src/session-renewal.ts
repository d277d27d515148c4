// A request the server refuses for its session (the token was renewed in another tab or by the
// timer while it was on its way, or the session ended): asked again once with the token the shell
// gives, else refused as it was (issue 26 item 5). The shell decides what "renew" means.

/**
 * What the shell does with a session the server no longer accepts: the token to retry with (renewed
 * in another tab or by the timer meanwhile), or null when the session is over.
 */
export type RenewSession = (failed: string | null) => Promise<string | null>;

/**
 * Runs `attempt` with the current token; when the server refuses the session (401 invalid or
 * missing token), asks `renew` once and retries with the token it gives (issue 26 item 5).
 */
export async function withSessionRenewal<T>(
  getToken: () => string | null,
  renew: RenewSession | undefined,
  attempt: (token: string | null) => Promise<T>,
  isSessionFailure: (error: unknown) => boolean,
): Promise<T> {
  const token = getToken();
  try {
    return await attempt(token);
  } catch (error) {
    if (!renew || !isSessionFailure(error)) throw error;
    const fresh = await renew(token);
    if (fresh === null || fresh === token) throw error;
    return attempt(fresh);
  }
}

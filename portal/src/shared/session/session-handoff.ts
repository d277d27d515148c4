// The page's start without a session of its own (issue 26 item 4): another tab's token, when one
// answers within PEER_ANSWER_MS, becomes this tab's before the first render.
import { askPeersForToken } from './session-channel';
import { readSessionToken, writeSessionToken } from './token-store';

export async function takeSessionFromOtherTab(): Promise<void> {
  if (readSessionToken() !== null) return;
  const token = await askPeersForToken();
  if (token !== null && readSessionToken() === null) writeSessionToken(token);
}

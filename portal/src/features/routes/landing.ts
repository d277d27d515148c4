// §2.3 Redirects: where a signed-in user lands, and where the inbox/outbox entry leads.
import type { Role, UserContext } from '@portal/rules';
import { ROUTES } from './route-paths';

export interface LandingInput {
  features: ReadonlySet<string> | readonly string[];
  userContext: UserContext;
  role: Role | null;
}

const has = (features: LandingInput['features'], name: string) =>
  Array.isArray(features) ? features.includes(name) : (features as ReadonlySet<string>).has(name);

/**
 * §2.3: the overview is hidden for non-recipients when shell_HideContextMeOverview is on; the
 * recipient context (and a participant, who is a recipient) still has it.
 */
export function isOverviewHidden({ features, userContext, role }: LandingInput): boolean {
  return has(features, 'shell_HideContextMeOverview') && userContext === 'ME' && role !== 'participant';
}

/** Login and any unknown path land on the overview, or on my-participants when it is hidden. */
export function landingPath(input: LandingInput): string {
  return isOverviewHidden(input) ? ROUTES.myParticipants : ROUTES.overview;
}

export interface MessagingCapabilities {
  inbox: boolean;
  outbox: boolean;
  outbox_groups: boolean;
}

/**
 * §2.4 The inbox/outbox entry leads to one of four routes by capability: the combined page when the
 * user has the inbox and something to send from, else the one part the user has; null hides it.
 */
export function inboxOutboxTarget(caps: MessagingCapabilities): string | null {
  if (caps.inbox && (caps.outbox || caps.outbox_groups)) return ROUTES.inboxOutbox;
  if (caps.inbox) return ROUTES.inbox;
  if (caps.outbox) return ROUTES.outbox;
  if (caps.outbox_groups) return ROUTES.outboxGroups;
  return null;
}

/**
 * §2.3 "inbox-outbox redirects to inbox under one condition", written down in docs/decisions.md:
 * when the user has nothing to send from (no outbox, no outbox groups) the combined page would
 * only hold the inbox, so it redirects there. Null: the combined page stays.
 */
export function inboxOutboxRedirect(caps: MessagingCapabilities): string | null {
  if (caps.outbox || caps.outbox_groups) return null;
  return caps.inbox ? ROUTES.inbox : null;
}

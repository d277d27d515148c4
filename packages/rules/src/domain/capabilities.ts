// §6 per-user capabilities: the one list. The server computes them (bootstrap), the shell reads
// them, and the SDK gives apps the part they ask about under its own names.
import { z } from 'zod';

export const CAPABILITY_NAMES = [
  'admin',
  'team_leader',
  'revman',
  'inbox',
  'outbox',
  'outbox_groups',
  'reports',
  'login_reports',
  'time_tracking',
  'team_leader_time_tracking',
] as const;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];

/** What the bootstrap answers under `capabilities`: every name, true or false. */
export const userCapabilitiesSchema = z.object(
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, z.boolean()])) as {
    [K in CapabilityName]: z.ZodBoolean;
  },
);
export type UserCapabilities = z.infer<typeof userCapabilitiesSchema>;

/** The capabilities an app may ask about (the SDK's `useCapability`), by the SDK's names. */
export const APP_CAPABILITIES = {
  inbox: 'inbox',
  outbox: 'outbox',
  outboxGroups: 'outbox_groups',
  reports: 'reports',
  timeTracking: 'time_tracking',
} as const satisfies Record<string, CapabilityName>;
export type AppCapabilities = { -readonly [K in keyof typeof APP_CAPABILITIES]: boolean };

/** The app-facing view of a user's capabilities. */
export function appCapabilities(capabilities: Readonly<UserCapabilities>): AppCapabilities {
  const out = {} as AppCapabilities;
  for (const [appName, name] of Object.entries(APP_CAPABILITIES) as [keyof AppCapabilities, CapabilityName][])
    out[appName] = capabilities[name];
  return out;
}

/** No capability at all (before sign-in, the apps harness). */
export const NO_USER_CAPABILITIES: UserCapabilities = Object.fromEntries(
  CAPABILITY_NAMES.map((name) => [name, false]),
) as UserCapabilities;

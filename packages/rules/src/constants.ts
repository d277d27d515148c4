// The business constants and limits of the spec, each defined once (§9, with the §5 limits).
import type { AppContext, UserContext } from './domain/contexts';
import type { Language } from './domain/languages';
import type { Theme } from './domain/brands';
import type { WidgetKind } from './domain/widget-kinds';

// Notification toasts
export const TOAST_MAX_VISIBLE = 3; // §9
export const TOAST_AUTO_HIDE_MS = 6000; // §9, §8

// Credentials
export const PASSWORD_MIN_LENGTH = 4; // §9, §5
export const PASSWORD_MAX_LENGTH = 16; // §9, §5
export const PASSWORD_ALLOWED_SYMBOLS = '!@#$%^&*()_+=-'; // §5
export const PASSWORD_ALLOWED_NATIONAL_LETTERS = 'æøåÆØÅ'; // §5
export const PERSONAL_NUMBER_LENGTH = 11; // §9, §5
export const RESET_OTP_LENGTH = 6; // §9, §5 (the reset reading)
export const LOGIN_SMS_CODE_LENGTH = 7; // §9, §5 (the login reading)
export const RESET_REDIRECT_COUNTDOWN_SECONDS = 60; // §9, §4

// Login SMS codes. Not in the spec (ARCHITECTURE §5 asks for expiry and a few wrong tries); chosen:
export const LOGIN_CODE_VALIDITY_MINUTES = 5; // §9 (chosen) default lifetime of a login code
export const LOGIN_CODE_MAX_VALIDITY_MINUTES = 10; // §9 (chosen) upper bound a tenant may configure
export const MAX_WRONG_CODE_TRIES = 5; // §9 (chosen) a code dies after this many wrong tries

// Session (§4)
export const SESSION_IDLE_PROMPT_FRACTION = 0.15; // §9 prompt once 15 % of the validity is left
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 20; // §9
export const DEFAULT_IDLE_TIMEOUT_MS = DEFAULT_IDLE_TIMEOUT_MINUTES * 60_000; // §9
export const UNLIMITED_VALIDITY_MINUTES = 0; // §9 vt 0 means unlimited
export const IDLE_TIMER_MAX_TIMEOUT_MS = 2_147_483_647; // §5 timeouts at or above are rejected

// Layout (§2.4)
export const MOBILE_BREAKPOINT_PX = 768; // §9 mobile is a width up to this
export const SIDEBAR_WIDTH_COLLAPSED_PX = 56; // §9
export const SIDEBAR_WIDTH_EXPANDED_PX = 192; // §9
export const SUBMENU_WIDTH_PX = 188; // §9
export const MENU_ANIMATION_MS = 300; // §9 0.3 s
export const CONTEXT_LABEL_MAX_LENGTH = 17; // §9
export const SUBMENU_ITEM_MAX_LENGTH = 23; // §9 cut to 23 plus an ellipsis when active

// Overview (§2.5)
export const DEFAULT_WIDGET_VARIATION = 'DEFAULT'; // §9, §3
export const DEFAULT_WIDGET_ROWS = 5; // §9
export const DEFAULT_WIDGET_STATUS = 'On'; // §9
/** §9 default JOURNAL_ME widgets, in order 1..7. */
export const DEFAULT_JOURNAL_ME_WIDGETS = [
  'ARTIFACT_QNRS',
  'CHAT',
  'CALENDAR_TASK',
  'CALENDAR_EVENT',
  'CRM_TIME_TRACKING',
  'DIRECTORY_MY_RECIPIENTS',
  'DRAFTS',
] as const satisfies readonly WidgetKind[];
/** §9 default JOURNAL_RECIPIENT widgets: as JOURNAL_ME with ACTIVITIES_LOG for DIRECTORY_MY_RECIPIENTS. */
export const DEFAULT_JOURNAL_RECIPIENT_WIDGETS = [
  'ARTIFACT_QNRS',
  'CHAT',
  'CALENDAR_TASK',
  'CALENDAR_EVENT',
  'CRM_TIME_TRACKING',
  'ACTIVITIES_LOG',
  'DRAFTS',
] as const satisfies readonly WidgetKind[];
export const DEFAULT_WIDGETS_BY_APP_CONTEXT: Readonly<Record<AppContext, readonly WidgetKind[]>> = {
  JOURNAL_ME: DEFAULT_JOURNAL_ME_WIDGETS,
  JOURNAL_RECIPIENT: DEFAULT_JOURNAL_RECIPIENT_WIDGETS,
}; // §9

// Data caching: §9 gives two readings and keeps both.
/** §9 reading one: query data kept without expiry, no refetch on focus or mount. */
export const QUERY_CACHE_NO_EXPIRY = {
  staleTimeMs: Number.POSITIVE_INFINITY,
  retentionMs: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
} as const; // §9
/** §9 reading two: 5 min retention, 3 retries with backoff up to 30 s, dedupe 2 s, retry 5 s. */
export const QUERY_CACHE_WITH_RETENTION = {
  retentionMs: 5 * 60_000,
  retries: 3,
  retryBackoffMaxMs: 30_000,
  dedupeIntervalMs: 2000,
  retryIntervalMs: 5000,
} as const; // §9
export const CACHE_VERSION = '1.0.6'; // §9
export const ICON_CACHE_GRANULARITY_HOURS = 1; // §9
export const ICON_CACHE_MAX_AGE_HOURS = 168; // §9

// Events and tabs
export const EVENT_THROTTLE_MS = 200; // §9
export const LEADER_ELECTION_POLL_MS = 2000; // §9 cross-tab leader election
export const LEADER_ELECTION_RESPONSE_MS = 100; // §9

// Browsers
export const SAFARI_MIN_VERSION = '16.2'; // §9, §5

// Language, context, theme
export const DEFAULT_LANGUAGE = 'no' satisfies Language; // §9, §4
export const DEFAULT_USER_CONTEXT = 'ME' satisfies UserContext; // §9, §2.3
export const DEFAULT_THEME = 'default' satisfies Theme; // §9

// Session recording
export const SESSION_RECORDING_MAX_START_DELAY_MS = 5000; // §9, §1

import { describe, it, expect } from 'vitest';
import * as constants from './constants';
import { DEFAULT_JOURNAL_ME_WIDGETS, DEFAULT_JOURNAL_RECIPIENT_WIDGETS } from './constants';
import { overviewFor } from './domain/contexts';

describe('§9 business constants', () => {
  it.each([
    ['TOAST_MAX_VISIBLE', 3],
    ['TOAST_AUTO_HIDE_MS', 6000],
    ['PASSWORD_MIN_LENGTH', 4],
    ['PASSWORD_MAX_LENGTH', 16],
    ['PERSONAL_NUMBER_LENGTH', 11],
    ['RESET_OTP_LENGTH', 6],
    ['LOGIN_SMS_CODE_LENGTH', 7],
    ['RESET_REDIRECT_COUNTDOWN_SECONDS', 60],
    ['SESSION_IDLE_PROMPT_FRACTION', 0.15],
    ['DEFAULT_IDLE_TIMEOUT_MINUTES', 20],
    ['DEFAULT_IDLE_TIMEOUT_MS', 1_200_000],
    ['UNLIMITED_VALIDITY_MINUTES', 0],
    ['IDLE_TIMER_MAX_TIMEOUT_MS', 2_147_483_647],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['SIDEBAR_WIDTH_COLLAPSED_PX', 56],
    ['SIDEBAR_WIDTH_EXPANDED_PX', 192],
    ['SUBMENU_WIDTH_PX', 188],
    ['MENU_ANIMATION_MS', 300],
    ['CONTEXT_LABEL_MAX_LENGTH', 17],
    ['SUBMENU_ITEM_MAX_LENGTH', 23],
    ['DEFAULT_WIDGET_ROWS', 5],
    ['DEFAULT_WIDGET_STATUS', 'On'],
    ['DEFAULT_WIDGET_VARIATION', 'DEFAULT'],
    ['CACHE_VERSION', '1.0.6'],
    ['ICON_CACHE_GRANULARITY_HOURS', 1],
    ['ICON_CACHE_MAX_AGE_HOURS', 168],
    ['EVENT_THROTTLE_MS', 200],
    ['LEADER_ELECTION_POLL_MS', 2000],
    ['LEADER_ELECTION_RESPONSE_MS', 100],
    ['SAFARI_MIN_VERSION', '16.2'],
    ['DEFAULT_LANGUAGE', 'no'],
    ['DEFAULT_USER_CONTEXT', 'ME'],
    ['DEFAULT_THEME', 'default'],
    ['SESSION_RECORDING_MAX_START_DELAY_MS', 5000],
    ['LOGIN_CODE_VALIDITY_MINUTES', 5],
    ['LOGIN_CODE_MAX_VALIDITY_MINUTES', 10],
    ['MAX_WRONG_CODE_TRIES', 5],
  ] as const)('%s is %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('keeps the login code lifetime within its bound', () => {
    expect(constants.LOGIN_CODE_VALIDITY_MINUTES).toBeLessThanOrEqual(
      constants.LOGIN_CODE_MAX_VALIDITY_MINUTES,
    );
  });

  it('lists the default widgets of both journals, 7 each, differing in one place', () => {
    expect(constants.DEFAULT_JOURNAL_ME_WIDGETS).toEqual([
      'ARTIFACT_QNRS',
      'CHAT',
      'CALENDAR_TASK',
      'CALENDAR_EVENT',
      'CRM_TIME_TRACKING',
      'DIRECTORY_MY_RECIPIENTS',
      'DRAFTS',
    ]);
    expect(constants.DEFAULT_JOURNAL_RECIPIENT_WIDGETS).toEqual(
      constants.DEFAULT_JOURNAL_ME_WIDGETS.map((kind) =>
        kind === 'DIRECTORY_MY_RECIPIENTS' ? 'ACTIVITIES_LOG' : kind,
      ),
    );
    expect(constants.DEFAULT_WIDGETS_BY_APP_CONTEXT.JOURNAL_ME).toBe(constants.DEFAULT_JOURNAL_ME_WIDGETS);
    expect(constants.DEFAULT_WIDGETS_BY_APP_CONTEXT.JOURNAL_RECIPIENT).toBe(
      constants.DEFAULT_JOURNAL_RECIPIENT_WIDGETS,
    );
  });

  it('keeps both caching readings', () => {
    expect(constants.QUERY_CACHE_NO_EXPIRY).toEqual({
      staleTimeMs: Number.POSITIVE_INFINITY,
      retentionMs: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
    expect(constants.QUERY_CACHE_WITH_RETENTION).toEqual({
      retentionMs: 300_000,
      retries: 3,
      retryBackoffMaxMs: 30_000,
      dedupeIntervalMs: 2000,
      retryIntervalMs: 5000,
    });
  });

  it('allows exactly the §5 password symbols and Norwegian letters', () => {
    expect([...constants.PASSWORD_ALLOWED_SYMBOLS].sort()).toEqual([...'!@#$%^&*()_+=-'].sort());
    expect(constants.PASSWORD_ALLOWED_NATIONAL_LETTERS).toBe('æøåÆØÅ');
  });
});

describe("a participant's overview (issue 33 item 4)", () => {
  const widgets = (kinds: readonly string[]) => kinds.map((widget) => ({ widget }));
  const overviews = [
    { app_context: 'JOURNAL_ME', overview_widgets: widgets(DEFAULT_JOURNAL_ME_WIDGETS) },
    { app_context: 'JOURNAL_RECIPIENT', overview_widgets: widgets(DEFAULT_JOURNAL_RECIPIENT_WIDGETS) },
  ];
  it("is the recipient's journal without the widgets of staff work", () => {
    const shown = overviewFor(overviews, 'ME', true);
    expect(shown.appContext).toBe('JOURNAL_RECIPIENT');
    expect(shown.widgets.map((w) => w.widget)).toEqual([
      'ARTIFACT_QNRS',
      'CHAT',
      'CALENDAR_TASK',
      'CALENDAR_EVENT',
      'ACTIVITIES_LOG',
    ]);
  });
  it('leaves staff their journal of the context, whole', () => {
    expect(overviewFor(overviews, 'ME', false).widgets).toHaveLength(7);
    expect(overviewFor(overviews, 'RECIPIENT', false).appContext).toBe('JOURNAL_RECIPIENT');
  });
});

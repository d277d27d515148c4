// §5 Idle timer settings: the limits the idle timer itself enforces, checked before use.
import { IDLE_TIMER_MAX_TIMEOUT_MS } from './constants';
import type { LocalizedText } from './domain/languages';

export interface IdleTimerSettings {
  /** Idle time in ms before the session ends. */
  timeout: number;
  /** How long before `timeout` the warning shows, in ms. */
  promptBeforeIdle: number;
}

export const IDLE_TIMER_SETTINGS_ERRORS = [
  'idleTimer.notANumber',
  'idleTimer.timeoutTooLarge',
  'idleTimer.promptNotBeforeTimeout',
] as const;
export type IdleTimerSettingsError = (typeof IDLE_TIMER_SETTINGS_ERRORS)[number];

export type IdleTimerSettingsResult =
  { ok: true; settings: IdleTimerSettings } | { ok: false; error: IdleTimerSettingsError };

/**
 * §5: a timeout of 2147483647 ms or more is rejected (timers overflow there), and so is a prompt
 * period at or above the timeout. NaN and negative values are rejected as not a number.
 */
export function validateIdleTimerSettings(settings: IdleTimerSettings): IdleTimerSettingsResult {
  const { timeout, promptBeforeIdle } = settings;
  const isDuration = (value: number) => !Number.isNaN(value) && value >= 0;
  if (!isDuration(timeout) || !isDuration(promptBeforeIdle))
    return { ok: false, error: 'idleTimer.notANumber' };
  if (timeout >= IDLE_TIMER_MAX_TIMEOUT_MS) return { ok: false, error: 'idleTimer.timeoutTooLarge' };
  if (promptBeforeIdle >= timeout) return { ok: false, error: 'idleTimer.promptNotBeforeTimeout' };
  return { ok: true, settings: { timeout, promptBeforeIdle } };
}

/** Texts of the idle timer errors, for logs and the administration pages. */
export const idleTimerMessages: Readonly<Record<IdleTimerSettingsError, LocalizedText>> = {
  'idleTimer.notANumber': {
    en: 'Idle timer durations must be zero or more milliseconds',
    no: 'Tidene for inaktivitet må være null eller flere millisekunder',
  },
  'idleTimer.timeoutTooLarge': {
    en: `The idle timeout must be below ${IDLE_TIMER_MAX_TIMEOUT_MS} ms`,
    no: `Tidsavbruddet for inaktivitet må være under ${IDLE_TIMER_MAX_TIMEOUT_MS} ms`,
  },
  'idleTimer.promptNotBeforeTimeout': {
    en: 'The warning must come before the idle timeout',
    no: 'Varselet må komme før tidsavbruddet for inaktivitet',
  },
};

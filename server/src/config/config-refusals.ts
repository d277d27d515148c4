// Settings that are each valid but wrong together (issue 27): the start stops with one line
// instead of quietly doing something else.
export interface CombinedSettings {
  NODE_ENV: 'development' | 'production' | 'test';
  DEMO_DATA: boolean;
  DEV_OUTBOX?: boolean | undefined;
  TURN_URLS?: string | undefined;
  TURN_RELAY_ONLY: boolean;
  SMS_GATEWAY_URL?: string | undefined;
  SMTP_URL?: string | undefined;
}

/** The first refusal as one line, or null when the settings fit together. */
export function combinedSettingsProblem(c: CombinedSettings): string | null {
  if (c.TURN_RELAY_ONLY && !c.TURN_URLS)
    return 'Invalid configuration: TURN_RELAY_ONLY is on but TURN_URLS is not set (relay-only meetings need a TURN server)';
  // In production the sign-in codes and links must reach people. The dev outbox (DATA_DIR/outbox)
  // is allowed only when asked for, or with the demo data on (public passwords, loopback: a trial).
  const outboxAllowed = c.DEV_OUTBOX ?? c.DEMO_DATA;
  if (c.NODE_ENV === 'production' && !outboxAllowed) {
    const missing = [c.SMS_GATEWAY_URL ? null : 'SMS_GATEWAY_URL', c.SMTP_URL ? null : 'SMTP_URL'].filter(Boolean);
    if (missing.length > 0)
      return `Invalid configuration: ${missing.join(' and ')} not set in production; codes would go to DATA_DIR/outbox only (set DEV_OUTBOX=on to allow that on purpose)`;
  }
  return null;
}

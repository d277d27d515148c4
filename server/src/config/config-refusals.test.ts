import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// Issue 27 item 10: settings that are wrong together stop the start with one line.
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('settings refused together', () => {
  it('refuses TURN_RELAY_ONLY=on without TURN_URLS, and takes it with them', () => {
    expect(refusal({ TURN_RELAY_ONLY: 'on' })).toMatch(/^Invalid configuration: TURN_RELAY_ONLY is on but TURN_URLS is not set/);
    expect(refusal({ TURN_RELAY_ONLY: 'on', TURN_URLS: 'turn:turn.example.org:3478' })).toBeNull();
  });

  it('refuses production without SMS and mail providers unless the dev outbox is asked for', () => {
    const production = { NODE_ENV: 'production', DEMO_DATA: 'off' };
    expect(refusal(production)).toBe(
      'Invalid configuration: SMS_GATEWAY_URL and SMTP_URL not set in production; codes would go to DATA_DIR/outbox only (set DEV_OUTBOX=on to allow that on purpose)',
    );
    expect(refusal({ ...production, SMS_GATEWAY_URL: 'https://sms.example.org/send' })).toMatch(/: SMTP_URL not set in production/);
    expect(refusal({ ...production, SMS_GATEWAY_URL: 'https://sms.example.org/send', SMTP_URL: 'smtp://mail.example.org' })).toBeNull();
    expect(refusal({ ...production, DEV_OUTBOX: 'on' })).toBeNull();
  });

  it('lets `npm start` with the demo data (a trial on loopback) use the outbox, unless told not to', () => {
    expect(refusal({ NODE_ENV: 'production' })).toBeNull();
    expect(refusal({ NODE_ENV: 'production', DEV_OUTBOX: 'off' })).toMatch(/not set in production/);
    expect(refusal({})).toBeNull();
  });

  it('takes DATABASE_POOL_MAX between 1 and 1000', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).DATABASE_POOL_MAX).toBe(25);
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(refusal({ DATABASE_POOL_MAX: '0' })).toMatch(/^Invalid configuration: DATABASE_POOL_MAX /);
  });
});

import { describe, expect, it } from 'vitest';
import { FIRST_STEP, answerOutcome, asksForRelatedCustomers, loginFlow } from './login-flow';
import type { LoginEvent, LoginStep } from './login-flow';
import type { LoginAnswer, RelatedCustomer, SmsCodeAnswer } from './login-api';

const customers = [{ id: '1' }, { id: '2' }] as unknown as RelatedCustomer[];
const answer: LoginAnswer = { message: 'sms' };
const sms = { sent: true } as unknown as SmsCodeAnswer;
const steps: Record<LoginStep['kind'], LoginStep> = {
  welcome: { kind: 'welcome' },
  credentials: { kind: 'credentials' },
  related: { kind: 'related', customers, answer },
  sms: { kind: 'sms', sms, name: 'Siri' },
  forgot: { kind: 'forgot' },
  'email-sent': { kind: 'email-sent', usernameOrEmail: 'siri@example.org' },
};

// §2.2, §4: from a step, on an event, to a step (the same step where the event means nothing there).
const TABLE: [LoginStep['kind'], LoginEvent, LoginStep][] = [
  ['welcome', { type: 'login' }, { kind: 'credentials' }],
  ['credentials', { type: 'login' }, steps.credentials],
  ['welcome', { type: 'back' }, steps.welcome],
  ['credentials', { type: 'back' }, { kind: 'welcome' }],
  ['credentials', { type: 'forgotPassword' }, { kind: 'forgot' }],
  ['welcome', { type: 'forgotPassword' }, steps.welcome],
  ['credentials', { type: 'relatedCustomers', customers, answer }, { kind: 'related', customers, answer }],
  ['credentials', { type: 'smsSent', sms, name: 'Siri' }, { kind: 'sms', sms, name: 'Siri' }],
  ['related', { type: 'smsSent', sms, name: 'Siri' }, { kind: 'sms', sms, name: 'Siri' }],
  ['related', { type: 'back' }, { kind: 'credentials' }],
  ['related', { type: 'passwordNeeded' }, { kind: 'credentials' }],
  ['sms', { type: 'back' }, steps.sms],
  ['sms', { type: 'restart' }, { kind: 'welcome' }],
  ['forgot', { type: 'back' }, { kind: 'credentials' }],
  ['forgot', { type: 'resetSent', usernameOrEmail: 'siri' }, { kind: 'email-sent', usernameOrEmail: 'siri' }],
  ['credentials', { type: 'resetSent', usernameOrEmail: 'siri' }, steps.credentials],
  ['email-sent', { type: 'back' }, { kind: 'welcome' }],
];

describe('the login flow (§2.2, §4)', () => {
  it('starts at the welcome screen', () => expect(FIRST_STEP).toEqual({ kind: 'welcome' }));

  it.each(TABLE)('%s, on %j, goes to %j', (from, event, to) => {
    expect(loginFlow(steps[from], event)).toEqual(to);
  });

  it.each([
    [{ token: 'jwt' }, { next: 'session', token: 'jwt' }],
    [{ reload: true }, { next: 'reload' }],
    [
      { nbid_provider: 'CRIIPTO', redirect_url: 'https://idp.example/a' },
      { next: 'redirect', url: 'https://idp.example/a' },
    ],
    [{ redirect_url: '/login?handover=x' }, { next: 'redirect', url: '/login?handover=x' }],
    [{ nbid_provider: 'CRIIPTO' }, { next: 'redirect', url: null }],
    [{ message: 'code needed' }, { next: 'smsCode' }],
  ] as [LoginAnswer, unknown][])('after the answer %j: %j', (given, outcome) => {
    expect(answerOutcome(given)).toEqual(outcome);
  });

  it('asks about related customers only when the password step did not finish the login', () => {
    expect(asksForRelatedCustomers({ message: 'sms' })).toBe(true);
    expect(asksForRelatedCustomers({ token: 'jwt' })).toBe(false);
    expect(asksForRelatedCustomers({ reload: true })).toBe(false);
  });
});

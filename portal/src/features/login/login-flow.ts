// §2.2, §4 The login flow as data: which step shows, and where each event leads. Pure, so the flow
// is tested as a table of steps (login-flow.test.ts); useLoginFlow runs the calls around it and
// LoginSteps draws the step.
import type { LoginAnswer, RelatedCustomer, SmsCodeAnswer } from './login-api';

export type LoginStep =
  | { kind: 'welcome' }
  | { kind: 'credentials' }
  | { kind: 'related'; customers: RelatedCustomer[]; answer: LoginAnswer }
  | { kind: 'sms'; sms: SmsCodeAnswer; name: string }
  | { kind: 'forgot' }
  | { kind: 'email-sent'; usernameOrEmail: string };

export type LoginEvent =
  /** "Login" on the welcome screen (without a related customer's handover). */
  | { type: 'login' }
  /** A step's back button. */
  | { type: 'back' }
  | { type: 'forgotPassword' }
  | { type: 'resetSent'; usernameOrEmail: string }
  /** The password was right and the user belongs to more than one customer. */
  | { type: 'relatedCustomers'; customers: RelatedCustomer[]; answer: LoginAnswer }
  /** The SMS code was sent. */
  | { type: 'smsSent'; sms: SmsCodeAnswer; name: string }
  /** The password is needed again (a related customer chosen after a reload). */
  | { type: 'passwordNeeded' }
  /** "Log out fully" on the SMS step: back to the start. */
  | { type: 'restart' };

export const FIRST_STEP: LoginStep = { kind: 'welcome' };

/** Where a step's back button leads. */
const BACK: Record<LoginStep['kind'], LoginStep['kind']> = {
  welcome: 'welcome',
  credentials: 'welcome',
  related: 'credentials',
  sms: 'sms',
  forgot: 'credentials',
  'email-sent': 'welcome',
};

export function loginFlow(step: LoginStep, event: LoginEvent): LoginStep {
  switch (event.type) {
    case 'login':
      return step.kind === 'welcome' ? { kind: 'credentials' } : step;
    case 'back': {
      const kind = BACK[step.kind];
      return kind === step.kind ? step : ({ kind } as LoginStep);
    }
    case 'forgotPassword':
      return step.kind === 'credentials' ? { kind: 'forgot' } : step;
    case 'resetSent':
      return step.kind === 'forgot' ? { kind: 'email-sent', usernameOrEmail: event.usernameOrEmail } : step;
    case 'relatedCustomers':
      return { kind: 'related', customers: event.customers, answer: event.answer };
    case 'smsSent':
      return { kind: 'sms', sms: event.sms, name: event.name };
    case 'passwordNeeded':
      return { kind: 'credentials' };
    case 'restart':
      return FIRST_STEP;
  }
}

/** §4 What a login answer asks for next: the session, a reload, a redirect, or the SMS code. */
export type AnswerOutcome =
  | { next: 'session'; token: string }
  | { next: 'reload' }
  | { next: 'redirect'; url: string | null }
  | { next: 'smsCode' };

export function answerOutcome(answer: LoginAnswer): AnswerOutcome {
  if (answer.token) return { next: 'session', token: answer.token };
  if (answer.reload) return { next: 'reload' };
  if (answer.nbid_provider || answer.redirect_url)
    return { next: 'redirect', url: answer.redirect_url ?? null };
  return { next: 'smsCode' };
}

/** §2.2 The related customers are asked about only after a password step that did not finish. */
export function asksForRelatedCustomers(answer: LoginAnswer): boolean {
  return !answer.token && !answer.reload;
}

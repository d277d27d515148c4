// features/consent-gate: §2.2 the privacy policy and login consents answered after sign-in.
export { ConsentGate } from './ConsentGate';
export { pendingConsentsQuery } from './pending-consents-query';

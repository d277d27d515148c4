// The questionnaire lifecycle (docs/questionnaires.md): its statuses (the `status` lookup) and the
// transitions allowed between them. The database enforces the same table (migration 0100,
// trigger queries_guard_status); the server's actions check it first to answer with a clear code.
import type { LocalizedText } from '../domain/languages';

export const QNR_STATUSES = ['DRAFT', 'SENT', 'STARTED', 'ANSWERED', 'SIGNED', 'REJECTED', 'EXPIRED', 'ARCHIVED'] as const;
export type QnrStatus = (typeof QNR_STATUSES)[number];

/** From a status, the statuses it may move to. */
export const QNR_TRANSITIONS: Readonly<Record<QnrStatus, readonly QnrStatus[]>> = {
  DRAFT: ['SENT', 'STARTED', 'ARCHIVED'],
  SENT: ['STARTED', 'ANSWERED', 'REJECTED', 'EXPIRED', 'ARCHIVED'],
  STARTED: ['ANSWERED', 'REJECTED', 'EXPIRED', 'ARCHIVED'],
  ANSWERED: ['SIGNED', 'ARCHIVED'],
  SIGNED: ['ARCHIVED'],
  REJECTED: ['ARCHIVED'],
  // Staff may send an expired questionnaire again with a new valid_to.
  EXPIRED: ['SENT', 'ARCHIVED'],
  ARCHIVED: [],
};

/** Statuses in which the participant (or staff on their behalf) may still answer. */
export const QNR_ANSWERABLE: readonly QnrStatus[] = ['DRAFT', 'SENT', 'STARTED'];
/** Statuses that expire at valid_to. */
export const QNR_EXPIRING: readonly QnrStatus[] = ['SENT', 'STARTED'];

export function isQnrStatus(value: unknown): value is QnrStatus {
  return typeof value === 'string' && (QNR_STATUSES as readonly string[]).includes(value);
}

export function canMoveQnr(from: QnrStatus, to: QnrStatus): boolean {
  return from === to || QNR_TRANSITIONS[from].includes(to);
}

export const qnrStatusTexts: Readonly<Record<QnrStatus, LocalizedText>> = {
  DRAFT: { en: 'Draft', no: 'Utkast' },
  SENT: { en: 'Sent', no: 'Sendt' },
  STARTED: { en: 'In progress', no: 'Påbegynt' },
  ANSWERED: { en: 'Answered', no: 'Besvart' },
  SIGNED: { en: 'Signed', no: 'Signert' },
  REJECTED: { en: 'Rejected', no: 'Avvist' },
  EXPIRED: { en: 'Expired', no: 'Utløpt' },
  ARCHIVED: { en: 'Archived', no: 'Arkivert' },
};

/** The codes the questionnaire actions answer with, each with its text in both languages. */
export const qnrErrorTexts = {
  qnr_not_found: { en: 'The questionnaire was not found.', no: 'Fant ikke skjemaet.' },
  qnr_expired: {
    en: 'The questionnaire has expired and can no longer be answered.',
    no: 'Skjemaet er utløpt og kan ikke lenger besvares.',
  },
  qnr_not_yet_valid: { en: 'The questionnaire cannot be answered yet.', no: 'Skjemaet kan ikke besvares ennå.' },
  qnr_transition_forbidden: {
    en: 'A questionnaire that is {{from}} cannot become {{to}}.',
    no: 'Et skjema som er {{from}}, kan ikke bli {{to}}.',
  },
  qnr_not_answerable: {
    en: 'This questionnaire is {{status}} and can no longer be changed.',
    no: 'Dette skjemaet er {{status}} og kan ikke lenger endres.',
  },
  qnr_not_rejectable: { en: 'This questionnaire cannot be rejected.', no: 'Dette skjemaet kan ikke avvises.' },
  qnr_answers_invalid: { en: 'Some answers are not valid.', no: 'Noen svar er ikke gyldige.' },
  qnr_consents_missing: {
    en: 'Accept the consents before answering.',
    no: 'Godta samtykkene før du svarer.',
  },
  qnr_stale: {
    en: 'The questionnaire was changed elsewhere; your answers were kept here, try again.',
    no: 'Skjemaet ble endret et annet sted; svarene dine er tatt vare på her, prøv igjen.',
  },
  qnr_forbidden: { en: 'You may not do this with this questionnaire.', no: 'Du kan ikke gjøre dette med dette skjemaet.' },
  qnr_consent_participant_only: {
    en: 'Only the participant can give their consent.',
    no: 'Bare deltakeren selv kan gi samtykket sitt.',
  },
  qnr_input_invalid: { en: 'The request is not valid.', no: 'Forespørselen er ikke gyldig.' },
  qnr_answer_too_long: {
    en: 'An answer is too long: at most {{max}} characters.',
    no: 'Et svar er for langt: høyst {{max}} tegn.',
  },
} as const satisfies Record<string, LocalizedText>;
export type QnrErrorCode = keyof typeof qnrErrorTexts;

// The questionnaire actions' refusals: an ApiError with the code, the message in English (the
// log's and the API's language) and `messages` in both languages, so the screen shows the user's.
import {
  interpolate,
  qnrErrorTexts,
  qnrStatusTexts,
  type AnswerProblem,
  type QnrErrorCode,
  type QnrStatus,
} from '@portal/rules';
import { areaErrors } from '../../area-kit/area-errors';
import { ApiError } from '../../http/api-error';

const STATUS_CODE: Record<QnrErrorCode, number> = {
  qnr_not_found: 404,
  qnr_expired: 409,
  qnr_not_yet_valid: 409,
  qnr_transition_forbidden: 409,
  qnr_not_answerable: 409,
  qnr_not_rejectable: 409,
  qnr_answers_invalid: 400,
  qnr_consents_missing: 409,
  qnr_stale: 409,
  qnr_forbidden: 403,
  qnr_consent_participant_only: 403,
  qnr_input_invalid: 400,
  qnr_answer_too_long: 400,
};

/** The area's error table (code → [English, Norwegian]), from the texts of packages/rules. */
const QNR_ERRORS = Object.fromEntries(
  Object.entries(qnrErrorTexts).map(([code, text]) => [code, [text.en, text.no] as const]),
) as Record<QnrErrorCode, readonly [string, string]>;
const qnrAreaError = areaErrors(QNR_ERRORS);

export function qnrError(
  code: QnrErrorCode,
  params: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): ApiError {
  return qnrAreaError(STATUS_CODE[code], code, params, extra);
}

/** The statuses named in the user's words: "A questionnaire that is Answered cannot become Draft." */
export function transitionForbidden(from: QnrStatus, to: QnrStatus): ApiError {
  const error = qnrError('qnr_transition_forbidden', {
    from: qnrStatusTexts[from].en,
    to: qnrStatusTexts[to].en,
  });
  const no = interpolate(qnrErrorTexts.qnr_transition_forbidden.no, {
    from: qnrStatusTexts[from].no.toLowerCase(),
    to: qnrStatusTexts[to].no.toLowerCase(),
  });
  return new ApiError(error.statusCode, error.code, error.message, {
    ...error.extra,
    messages: { en: error.message, no },
    from,
    to,
  });
}

export function notAnswerable(status: QnrStatus): ApiError {
  const error = qnrError('qnr_not_answerable', { status: qnrStatusTexts[status].en.toLowerCase() });
  const no = interpolate(qnrErrorTexts.qnr_not_answerable.no, {
    status: qnrStatusTexts[status].no.toLowerCase(),
  });
  return new ApiError(error.statusCode, error.code, error.message, {
    ...error.extra,
    messages: { en: error.message, no },
    status,
  });
}

export function answersInvalid(problems: AnswerProblem[]): ApiError {
  return qnrError(
    'qnr_answers_invalid',
    {},
    {
      problems: problems.map((p) => ({ code: p.code, question_id: p.questionId, messages: p.message })),
    },
  );
}

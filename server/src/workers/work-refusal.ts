// The refusals of CPU-heavy work (issue 24): a limit met is a 4xx with a code and the message in
// both languages (`messages`, as the questionnaire refusals carry them), never a 5xx; a full pool
// is a 503 "busy". A worker's own refusal travels back as a value, not an Error
// (an Error loses its class between threads).
import { heavyWorkTexts, interpolate, type HeavyWorkRefusalCode } from '@portal/rules';
import { ApiError } from '../http/api-error';
import { WorkerBusyError, WorkerTimeoutError, type WorkerPool, type WorkerTask } from './worker-pool';

/** What a worker answers when its input meets a limit it can only see while working. */
export interface WorkRefused {
  refused: HeavyWorkRefusalCode;
  params: Record<string, string>;
}

export const isRefused = (value: unknown): value is WorkRefused =>
  typeof value === 'object' && value !== null && typeof (value as { refused?: unknown }).refused === 'string';

const STATUS: Record<HeavyWorkRefusalCode, number> = {
  image_too_large: 422,
  image_bytes_too_large: 413,
  table_too_large: 422,
  pdf_too_many_pages: 422,
  work_timed_out: 422,
  server_busy: 503,
};

export function workRefusal(code: HeavyWorkRefusalCode, params: Record<string, string> = {}): ApiError {
  const text = heavyWorkTexts[code];
  const en = interpolate(text.en, params);
  return new ApiError(STATUS[code], code, en, { messages: { en, no: interpolate(text.no, params) }, ...params });
}

/**
 * The task's answer from the pool; its time limit, a full queue and its own refusal become the
 * refusals above.
 */
export async function offThread<I, O>(pool: WorkerPool, task: WorkerTask<I, O | WorkRefused>, input: I): Promise<O> {
  let answer: O | WorkRefused;
  try {
    answer = await pool.run(task, input);
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw workRefusal('work_timed_out');
    if (error instanceof WorkerBusyError) throw workRefusal('server_busy');
    throw error;
  }
  if (isRefused(answer)) throw workRefusal(answer.refused, answer.params);
  return answer;
}

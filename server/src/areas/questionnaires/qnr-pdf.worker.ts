// Runs on a pool thread (workers/worker-pool.ts): one questionnaire's PDF, or the refusal of a
// limit met while laying it out.
import type { AnswerRow, Language, QnrTemplateModel } from '@portal/rules';
import { PageLimitReached, pageLimitRefusal, type WorkRefused } from '../../workers';
import { qnrPdf } from './qnr-pdf';
import type { QnrRow } from './qnr-store';

export interface QnrPdfInput {
  row: QnrRow;
  model: QnrTemplateModel;
  answers: AnswerRow[];
  lang: Language;
  now: Date;
}

export async function renderQnrPdf({
  row,
  model,
  answers,
  lang,
  now,
}: QnrPdfInput): Promise<Uint8Array | WorkRefused> {
  try {
    return await qnrPdf(row, model, answers, lang, now);
  } catch (error) {
    if (error instanceof PageLimitReached) return pageLimitRefusal();
    throw error;
  }
}

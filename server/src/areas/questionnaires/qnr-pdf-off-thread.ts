// Issue 24 case 2: the questionnaire's PDF is rendered on the worker pool within its time and page
// limits; a limit met is a 4xx refusal in both languages, never a held event loop.
import { HEAVY_WORK_LIMITS, type AnswerRow, type Language, type QnrTemplateModel } from '@portal/rules';
import { offThread, workerTask, type WorkerPool, type WorkRefused } from '../../workers';
import type { QnrRow } from './qnr-store';
import type { QnrPdfInput } from './qnr-pdf.worker';

const qnrPdfTask = workerTask<QnrPdfInput, Uint8Array | WorkRefused>(
  import.meta.url,
  './qnr-pdf.worker',
  'renderQnrPdf',
  HEAVY_WORK_LIMITS.renderTimeoutMs,
);

export function qnrPdfOffThread(
  pool: WorkerPool,
  row: QnrRow,
  model: QnrTemplateModel,
  answers: AnswerRow[],
  lang: Language,
  now: Date,
): Promise<Uint8Array> {
  return offThread(pool, qnrPdfTask, { row, model, answers, lang, now });
}

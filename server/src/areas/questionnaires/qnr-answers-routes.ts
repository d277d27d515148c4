// Issue 26 item 8: the answers table's routes (packages/rules answers-contract.ts) for staff: one page
// of a template's responses in words, and every response as CSV or Excel, made on the worker pool
// within its time limit (as the questionnaire's PDF, qnr-pdf-off-thread.ts).
import {
  ANSWERS_PAGE_SIZE_MAX,
  ANSWERS_XLSX_TIMEOUT_MS,
  isLanguage,
  questionnaireAnswersContract as routes,
  type Language,
} from '@portal/rules';
import type { AreaRouter, SignedInAccess } from '../../area-kit/area-routes';
import { offThread, workerTask, type WorkerPool, type WorkRefused } from '../../workers';
import { answersForExport, answersTablePage } from './qnr-answers-table';
import type { AnswersExportInput } from './qnr-answers-export.worker';

const exportTask = workerTask<AnswersExportInput, Uint8Array | WorkRefused>(
  import.meta.url,
  './qnr-answers-export.worker',
  'renderAnswersExport',
  ANSWERS_XLSX_TIMEOUT_MS,
);

const MEDIA = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A file name of letters, digits and dashes from the template's title. */
const fileBase = (title: string, id: number) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'answers'
  }-${id}`;

export function answersRoutes(router: AreaRouter, staff: SignedInAccess, workers: WorkerPool) {
  router.route(routes.table, staff, async ({ caller, db, params, query }) => {
    const lang: Language = isLanguage(query.lang) ? query.lang : 'no';
    return db.transaction((tx) =>
      answersTablePage(
        tx,
        caller,
        params.id,
        query.page ?? 1,
        query.page_size ?? Math.min(25, ANSWERS_PAGE_SIZE_MAX),
        lang,
      ),
    );
  });

  router.route(routes.export, staff, async ({ caller, db, params, query, reply }) => {
    const lang: Language = isLanguage(query.lang) ? query.lang : 'no';
    const { model, rows } = await db.transaction((tx) => answersForExport(tx, caller, params.id));
    const file = await offThread(workers, exportTask, { model, rows, lang, format: query.format });
    return reply
      .header('content-type', MEDIA[query.format])
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${fileBase(model.title, params.id)}.${query.format}"`,
      )
      .send(Buffer.from(file));
  });
}

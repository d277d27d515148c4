import type { RootQueryIR, ValueRef } from '../ir/ir-types';
import type { SessionValues } from '../shared/session-values';
import type { RequestBudget } from '../shared/request-limits';
import { RenderContext, quoteIdent, type SqlStatement } from './render-context';
import { renderAggregate, renderSelectList, renderSelectOne } from './render-select';

export interface QueryBody {
  body: string;
  params: unknown[];
  /** For a stream: which parameter holds the cursor value. */
  cursorParam?: number;
}

/** The scalar sub-select (JSON) of one root query field. */
export function renderQueryBody(ir: RootQueryIR, rc: RenderContext): QueryBody {
  let body: string;
  let cursorParam: number | undefined;
  switch (ir.kind) {
    case 'select':
      body = renderSelectList(rc, ir.select);
      break;
    case 'select_one':
      body = renderSelectOne(rc, ir.select);
      break;
    case 'aggregate':
      body = renderAggregate(rc, ir.aggregate);
      break;
    case 'stream': {
      const { cursor } = ir;
      const op = cursor.direction === 'ASC' ? '>' : '<';
      body = renderSelectList(
        rc,
        ir.select,
        () => [],
        (inner) => {
          const param = rc.param(cursor.value);
          cursorParam = rc.params.length - 1;
          return [`${inner}.${quoteIdent(cursor.column)} ${op} ${param}`];
        },
      );
      break;
    }
  }
  return { body, params: rc.params, ...(cursorParam !== undefined ? { cursorParam } : {}) };
}

/** One root query field -> one statement answering a single text column "root" (JSON). */
export function renderQuery(
  ir: RootQueryIR,
  session: SessionValues,
  budget?: RequestBudget,
): SqlStatement & { refs: ValueRef[] } {
  const rc = new RenderContext(session);
  rc.budget = budget;
  const { body, params } = renderQueryBody(ir, rc);
  return { text: `SELECT (${body})::text AS "root"`, params, refs: rc.refs };
}

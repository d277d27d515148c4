import type { Database } from '../../db/database';
import { toHasuraError } from '../execute/database-errors';
import { planRequest } from '../execute/execute-operation';
import type { GraphqlEngine } from '../execute/graphql-engine';
import { HasuraError, errorBody } from '../shared/graphql-error';
import type { SessionValues } from '../shared/session-values';
import { RenderContext } from '../sql/render-context';
import { CHECK_COLUMN, ERROR_COLUMN, renderInsert } from '../sql/render-mutation';

interface InsertAnswer {
  root: string | null;
  [CHECK_COLUMN]: boolean;
  [ERROR_COLUMN]?: string | null;
}

/**
 * Runs the insert fields of a mutation the way execute/run-mutation.ts does once it sends nested
 * inserts through renderInsert (one statement a root field), inside a transaction it rolls back.
 * Answers Hasura's body and the statements sent.
 */
export async function insertAsOneStatement(
  engine: GraphqlEngine,
  db: Database,
  who: SessionValues,
  query: string,
): Promise<{ body: unknown; statements: number }> {
  let statements = 0;
  const rollback = new Error('rollback');
  let body: unknown;
  try {
    const planned = planRequest(engine, who, { query });
    await db.transaction(async (tx) => {
      const data: Record<string, unknown> = {};
      for (const plan of planned.plans) {
        if (plan.kind !== 'mutation' || plan.ir.kind !== 'insert') throw new Error('inserts only');
        const path = `$.selectionSet.${plan.alias}`;
        const statement = renderInsert(new RenderContext(who), plan.ir);
        statements++;
        let row: InsertAnswer | undefined;
        try {
          row = (await tx.query<InsertAnswer>(statement.text, statement.params)).rows[0];
        } catch (error) {
          throw toHasuraError(error, path);
        }
        const refused = row?.[ERROR_COLUMN];
        if (refused) {
          const { message, path: at } = JSON.parse(refused) as { message: string; path: string };
          throw new HasuraError('not-supported', message, at);
        }
        if (row?.[CHECK_COLUMN] === false)
          throw new HasuraError(
            'permission-error',
            'check constraint of an insert/update permission has failed',
            path,
          );
        data[plan.alias] = JSON.parse(row?.root ?? 'null');
      }
      body = { data };
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) body = errorBody(toHasuraError(error, '$'));
  }
  return { body, statements };
}

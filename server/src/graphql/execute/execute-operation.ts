import { Kind, execute, type DocumentNode, type FieldNode } from 'graphql';
import type { Database, Queryable } from '../../db/database';
import { collectFields } from '../ir/collect-fields';
import { planOperation, type RootPlan } from '../ir/parse-operation';
import type { SessionValues } from '../ir/session-values';
import type { RoleSchema } from '../schema/build-role-schema';
import { paramValue, type SqlStatement } from '../sql/render-context';
import { renderQuery } from '../sql/render-query';
import type { RootQueryIR, ValueRef } from '../ir/ir-types';
import { toHasuraError } from './database-errors';
import { HasuraError, errorBody } from './graphql-error';
import type { GraphqlEngine } from './graphql-engine';
import { coerceVariables, prepareDocument, selectOperation, type PreparedDocument } from './prepare-document';
import { runMutation } from './run-mutation';

export interface GraphqlRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

const PLAN_CACHE_SIZE = 200;

function planKey(request: GraphqlRequest): string | undefined {
  const vars =
    request.variables === undefined || request.variables === null ? '' : JSON.stringify(request.variables);
  return vars.length > 4096 ? undefined : `${request.operationName ?? ''}\n${vars}`;
}

export interface PlannedRequest {
  roleSchema: RoleSchema;
  prepared: PreparedDocument;
  operationType: 'query' | 'mutation' | 'subscription';
  variables: Record<string, unknown>;
  plans: RootPlan[];
}

/** Stages one to three: parse + validate (cached), variables, IR with permissions. */
export function planRequest(
  engine: GraphqlEngine,
  session: SessionValues,
  request: GraphqlRequest,
): PlannedRequest {
  if (typeof request.query !== 'string')
    throw new HasuraError('validation-failed', "the key 'query' was not present", '$');
  const roleSchema = engine.roleSchema(session.role);
  const prepared = prepareDocument(roleSchema, request.query);
  const operation = selectOperation(prepared, request.operationName);
  // The IR holds session values as references, so a query's plan is the same for every user of
  // the role: cache it per document, operation and variables (polling clients, menus, widgets).
  const key = operation.operation === 'query' ? planKey(request) : undefined;
  const hit = key !== undefined ? prepared.plans.get(key) : undefined;
  if (hit)
    return {
      roleSchema,
      prepared,
      operationType: operation.operation,
      variables: hit.variables,
      plans: hit.plans,
    };
  const variables = coerceVariables(roleSchema, operation, request.variables);
  const plans = planOperation({ roleSchema, operation, fragments: prepared.fragments, variables });
  if (key !== undefined) {
    if (prepared.plans.size >= PLAN_CACHE_SIZE) prepared.plans.delete(prepared.plans.keys().next().value!);
    prepared.plans.set(key, { variables, plans });
  }
  return { roleSchema, prepared, operationType: operation.operation, variables, plans };
}

function introspect(planned: PlannedRequest, field: FieldNode, alias: string): string {
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as never,
        selectionSet: { kind: Kind.SELECTION_SET, selections: [field] },
      },
      ...Object.values(planned.prepared.fragments),
    ],
  };
  const result = execute({
    schema: planned.roleSchema.schema,
    document,
    variableValues: planned.variables,
  }) as { data?: Record<string, unknown> };
  return JSON.stringify(result.data?.[alias] ?? null);
}

/** A custom mutation's answer, shaped by its selection set (aliases, nested objects, lists). */
function shapeValue(value: unknown, field: FieldNode, typename: () => string): unknown {
  if (!field.selectionSet || value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map((v) => shapeValue(v, field, typename));
  const out: Record<string, unknown> = {};
  for (const [alias, sub] of collectFields({ fragments: {}, variables: {} }, field.selectionSet)) {
    out[alias] =
      sub.name.value === '__typename'
        ? typename()
        : shapeValue((value as Record<string, unknown>)[sub.name.value], sub, typename);
  }
  return out;
}

export async function runQueryPlan(
  db: Queryable,
  plan: RootPlan,
  planned: PlannedRequest,
  session: SessionValues,
): Promise<string> {
  const path = `$.selectionSet.${plan.alias}`;
  switch (plan.kind) {
    case 'typename':
      return JSON.stringify(plan.typename);
    case 'introspection':
      return introspect(planned, plan.field, plan.alias);
    case 'query': {
      const statement = queryStatement(plan.ir, session);
      try {
        const result = await db.query<{ root: string | null }>(statement.text, statement.params, {
          prepare: true,
        });
        return result.rows[0]?.root ?? 'null';
      } catch (error) {
        throw toHasuraError(error, path);
      }
    }
    default:
      throw new HasuraError('validation-failed', 'mutations are not allowed in a query', path);
  }
}

async function runMutationPlan(
  tx: Queryable,
  plan: RootPlan,
  planned: PlannedRequest,
  session: SessionValues,
): Promise<string> {
  const path = `$.selectionSet.${plan.alias}`;
  try {
    switch (plan.kind) {
      case 'mutation':
        return await runMutation(tx, plan.ir, session, path);
      case 'update_many': {
        const parts: string[] = [];
        for (const item of plan.items) parts.push(await runMutation(tx, item, session, path));
        return `[${parts.join(',')}]`;
      }
      case 'custom': {
        const result = await plan.mutation.execute({ args: plan.args, session, tx });
        const fields = planned.roleSchema.schema.getMutationType()?.getFields() ?? {};
        const typeName = fields[plan.field.name.value]?.type.toString().replace(/[[\]!]/g, '') ?? '';
        return JSON.stringify(shapeValue(result, plan.field, () => typeName));
      }
      default:
        return await runQueryPlan(tx, plan, planned, session);
    }
  } catch (error) {
    throw toHasuraError(error, path);
  }
}

// A root query's text is the same for every session: render it once per plan (plans are cached
// per document and variables) and take only the parameters from each request's session.
const rendered = new WeakMap<RootQueryIR, { text: string; refs: ValueRef[] }>();

export function queryStatement(ir: RootQueryIR, session: SessionValues): SqlStatement {
  const hit = rendered.get(ir);
  if (hit) return { text: hit.text, params: hit.refs.map((ref) => paramValue(ref, session)) };
  const { text, params, refs } = renderQuery(ir, session);
  rendered.set(ir, { text, refs });
  return { text, params };
}

const dataBody = (plans: RootPlan[], results: string[]) =>
  `{"data":{${plans.map((p, i) => `${JSON.stringify(p.alias)}:${results[i]}`).join(',')}}}`;

/** Stages four and five: SQL per root field, run, and the JSON answer as text. */
export async function executeGraphql(
  engine: GraphqlEngine,
  db: Database,
  session: SessionValues,
  request: GraphqlRequest,
): Promise<string> {
  try {
    const planned = planRequest(engine, session, request);
    if (planned.operationType === 'subscription')
      throw new HasuraError(
        'validation-failed',
        'subscriptions are served over WebSocket (graphql-transport-ws) on this path',
      );
    if (planned.operationType === 'mutation') {
      // All mutation fields of a request in one transaction: one failure rolls back every write.
      const results = await db.transaction(async (tx) => {
        const out: string[] = [];
        for (const plan of planned.plans) out.push(await runMutationPlan(tx, plan, planned, session));
        return out;
      });
      return dataBody(planned.plans, results);
    }
    const results = await Promise.all(planned.plans.map((plan) => runQueryPlan(db, plan, planned, session)));
    return dataBody(planned.plans, results);
  } catch (error) {
    return JSON.stringify(errorBody(toHasuraError(error, '$')));
  }
}

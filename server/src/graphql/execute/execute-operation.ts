import { Kind, execute, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { Database, Queryable } from '../../db/database';
import { scopedToTenant } from '../../db/tenant-scope';
import { collectFields } from '../ir/collect-fields';
import { planOperation, type RootPlan } from '../ir/parse-operation';
import type { SessionValues } from '../shared/session-values';
import type { RoleSchema } from '../schema/build-role-schema';
import { paramValue, type SqlStatement } from '../sql/render-context';
import { renderQuery } from '../sql/render-query';
import type { RootQueryIR, ValueRef } from '../ir/ir-types';
import type { Model } from '../metadata/model-types';
import { toHasuraError } from './database-errors';
import { HasuraError, errorBody } from '../shared/graphql-error';
import type { GraphqlEngine } from './graphql-engine';
import { coerceVariables, prepareDocument, selectOperation, type PreparedDocument } from './prepare-document';
import {
  readCachedDirective,
  type CachedAnswer,
  type CachedDirective,
  type ResponseCache,
} from './response-cache';
import { runMutation } from './run-mutation';
import { tablesRead, type TablesRead } from '../sql/tables-read';
import { fillSlots, holdsSlot, slotVariables } from './variable-slots';
import { REQUEST_LIMITS, RequestBudget } from '../shared/request-limits';
import { logUnexpected, type ErrorLog } from './log-unexpected';

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
  /** The query operation's @cached directive. */
  cached?: CachedDirective;
  /** The compile stages' time budget (request-limits.ts), shared by planning and SQL rendering. */
  budget: RequestBudget;
}

/** Stages one to three: parse + validate (cached), variables, IR with permissions. */
export function planRequest(
  engine: GraphqlEngine,
  session: SessionValues,
  request: GraphqlRequest,
  options: { perShape?: boolean; budget?: RequestBudget } = {},
): PlannedRequest {
  if (typeof request.query !== 'string')
    throw new HasuraError('validation-failed', "the key 'query' was not present", '$');
  const roleSchema = engine.roleSchema(session.role);
  const prepared = prepareDocument(roleSchema, request.query);
  // From here on (variables, IR, SQL) the stages check the budget as they go; the role's schema
  // (built once) and parsing and validation (bounded by the document's measured cost) come before.
  const budget = options.budget ?? new RequestBudget();
  const operation = selectOperation(prepared, request.operationName);
  const operationType = operation.operation;
  if (options.perShape && operationType === 'query') {
    const variables = coerceVariables(prepared, operation, request.variables);
    const cached = readCachedDirective(operation, variables);
    return {
      roleSchema,
      prepared,
      operationType,
      variables,
      plans: planShape(prepared, operation, variables, request, session, budget),
      ...(cached ? { cached } : {}),
      budget,
    };
  }
  // The IR holds session values as references, so a query's plan is the same for every user of
  // the role: cache it per document, operation and variables (polling clients, menus, widgets).
  const key = operationType === 'query' ? planKey(request) : undefined;
  const hit = key !== undefined ? prepared.plans.get(key) : undefined;
  const variables = hit?.variables ?? coerceVariables(prepared, operation, request.variables);
  const cached = operationType === 'query' ? readCachedDirective(operation, variables) : undefined;
  const plans =
    hit?.plans ?? planOperation({ roleSchema, operation, fragments: prepared.fragments, variables, budget });
  if (key !== undefined && !hit) {
    if (prepared.plans.size >= PLAN_CACHE_SIZE) prepared.plans.delete(prepared.plans.keys().next().value!);
    prepared.plans.set(key, { variables, plans });
  }
  return { roleSchema, prepared, operationType, variables, plans, ...(cached ? { cached } : {}), budget };
}

/**
 * A query operation's plans per shape (variable-slots.ts): planned once with slots for the plain
 * scalar variables and cached under the variables that steer the plan. A shape whose plan or SQL
 * would depend on a slotted value is planned with the request's values, every time.
 */
function planShape(
  prepared: PreparedDocument,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  request: GraphqlRequest,
  session: SessionValues,
  budget: RequestBudget,
): RootPlan[] {
  const roleSchema = prepared.roleSchema;
  const plain = () =>
    planOperation({ roleSchema, operation, fragments: prepared.fragments, variables, budget });
  const { planVariables, shapeKey, slotted } = slotVariables(roleSchema, operation, variables);
  if (shapeKey.length > 4096) return plain();
  const key = `${request.operationName ?? ''}\n${shapeKey}`;
  const hit = prepared.shapes.get(key);
  if (hit) return hit;
  if (hit === null) return plain();
  let plans: RootPlan[] | null;
  try {
    plans = planOperation({
      roleSchema,
      operation,
      fragments: prepared.fragments,
      variables: planVariables,
      budget,
    });
    // Rendering proves the SQL too takes the slots only as parameters.
    for (const plan of plans) if (plan.kind === 'query') queryStatement(plan.ir, session, variables, budget);
  } catch (error) {
    if (!slotted || error instanceof HasuraError) throw error;
    plans = null;
  }
  if (prepared.shapes.size >= PLAN_CACHE_SIZE) prepared.shapes.delete(prepared.shapes.keys().next().value!);
  prepared.shapes.set(key, plans);
  return plans ?? plain();
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

async function runQueryStatement(db: Queryable, statement: SqlStatement, path: string): Promise<string> {
  try {
    const result = await db.query<{ root: string | null }>(statement.text, statement.params, {
      prepare: true,
      timeoutMs: REQUEST_LIMITS.statementTimeoutMs,
    });
    return result.rows[0]?.root ?? 'null';
  } catch (error) {
    throw toHasuraError(error, path);
  }
}

async function runQueryPlan(
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
    case 'query':
      return runQueryStatement(db, queryStatement(plan.ir, session, planned.variables, planned.budget), path);
    default:
      throw new HasuraError('validation-failed', 'mutations are not allowed in a query', path);
  }
}

/** A root field of a query operation, through the response cache when it asks for @cached. */
async function answerQueryPlan(
  db: Queryable,
  plan: RootPlan,
  planned: PlannedRequest,
  session: SessionValues,
  cache: ResponseCache | undefined,
): Promise<CachedAnswer> {
  if (plan.kind !== 'query' || !planned.cached || !cache)
    return { json: await runQueryPlan(db, plan, planned, session) };
  const statement = queryStatement(plan.ir, session, planned.variables, planned.budget);
  const reads = readsOf(plan.ir, session, planned.roleSchema.model);
  return cache.answer(statement, reads, planned.cached, () =>
    runQueryStatement(db, statement, `$.selectionSet.${plan.alias}`),
  );
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
        return await runMutation(tx, plan.ir, session, path, planned.budget);
      case 'update_many': {
        const parts: string[] = [];
        for (const item of plan.items) parts.push(await runMutation(tx, item, session, path, planned.budget));
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

// A root query's text is the same for every session and, with variable slots, for every value of
// its plain scalar variables: render it once per plan (plans are cached per document and shape)
// and take only the parameters from each request's session and variables.
interface RenderedQuery {
  text: string;
  refs: ValueRef[];
  /** Which parameters are (or hold) variable slots. */
  slotted: boolean[];
  /** The tables it reads, for the response cache (found on first use). */
  reads?: TablesRead;
}
const rendered = new WeakMap<RootQueryIR, RenderedQuery>();

function renderedQuery(ir: RootQueryIR, session: SessionValues, budget?: RequestBudget): RenderedQuery {
  let hit = rendered.get(ir);
  if (!hit) {
    const { text, refs } = renderQuery(ir, session, budget);
    hit = { text, refs, slotted: refs.map((ref) => ref.kind === 'literal' && holdsSlot(ref.value)) };
    rendered.set(ir, hit);
  }
  return hit;
}

function readsOf(ir: RootQueryIR, session: SessionValues, model: Model): TablesRead {
  const hit = renderedQuery(ir, session);
  hit.reads ??= tablesRead(hit.text, model);
  return hit.reads;
}

export function queryStatement(
  ir: RootQueryIR,
  session: SessionValues,
  variables: Record<string, unknown> = {},
  budget?: RequestBudget,
): SqlStatement {
  const { text, refs, slotted } = renderedQuery(ir, session, budget);
  const params = refs.map((ref, i) =>
    slotted[i] && ref.kind === 'literal'
      ? paramValue({ ...ref, value: fillSlots(ref.value, variables) }, session)
      : paramValue(ref, session),
  );
  return { text, params };
}

/** The transaction of a mutation, each of its statements cancelled past the statement timeout. */
const withStatementTimeout = (tx: Queryable): Queryable => ({
  query: (sql, params, options) =>
    tx.query(sql, params, { ...options, timeoutMs: REQUEST_LIMITS.statementTimeoutMs }),
  exec: (sql) => tx.exec(sql),
});

const dataBody = (plans: RootPlan[], results: string[]) =>
  `{"data":{${plans.map((p, i) => `${JSON.stringify(p.alias)}:${results[i]}`).join(',')}}}`;

export interface GraphqlAnswer {
  body: string;
  /** A @cached query kept whole: the seconds until its first root field leaves the cache. */
  maxAgeSeconds?: number;
}

/**
 * `work` for every item, at most `atOnce` running at a time, answers in the items' order. A query's
 * root fields are one statement each: sent all at once, 600 aliased fields would queue 600
 * statements ahead of every other request's (PGlite runs one at a time, the pool hands connections
 * out in order), so /healthz waited for all of them.
 */
async function inTurns<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return out;
}

/** Stages four and five: SQL per root field, run, and the JSON answer as text. */
export async function answerGraphql(
  engine: GraphqlEngine,
  db: Database,
  session: SessionValues,
  request: GraphqlRequest,
  cache?: ResponseCache,
  log?: ErrorLog,
  /** Off only in the benchmark, to print the cost of row-level security beside it. */
  rowSecurity = true,
): Promise<GraphqlAnswer> {
  try {
    const planned = planRequest(engine, session, request, { perShape: true });
    if (planned.operationType === 'subscription')
      throw new HasuraError(
        'validation-failed',
        'subscriptions are served over WebSocket (graphql-transport-ws) on this path',
      );
    // The generated SQL filters by the session's tenant itself; it also runs under the tenant's
    // row-level security (issue 25 item 4), so the database holds the isolation a second time.
    const scoped = session.customerId === null || !rowSecurity ? db : scopedToTenant(db, session.customerId);
    if (planned.operationType === 'mutation') {
      // All mutation fields of a request in one transaction: one failure rolls back every write.
      const results = await scoped.transaction(async (untimed) => {
        const tx = withStatementTimeout(untimed);
        const out: string[] = [];
        for (const plan of planned.plans) out.push(await runMutationPlan(tx, plan, planned, session));
        return out;
      });
      cache?.written(planned.plans);
      return { body: dataBody(planned.plans, results) };
    }
    const answers = await inTurns(planned.plans, REQUEST_LIMITS.statementsAtOnce, (plan) =>
      answerQueryPlan(scoped, plan, planned, session, cache),
    );
    const body = dataBody(
      planned.plans,
      answers.map((a) => a.json),
    );
    return { body, ...(planned.cached && cache ? cachedFor(cache, planned.plans, answers) : {}) };
  } catch (error) {
    const answer = toHasuraError(error, '$');
    logUnexpected(log, answer, request, session);
    return { body: JSON.stringify(errorBody(answer)) };
  }
}

function cachedFor(
  cache: ResponseCache,
  plans: RootPlan[],
  answers: CachedAnswer[],
): { maxAgeSeconds?: number } {
  let expiresAt = Infinity;
  for (const [i, plan] of plans.entries()) {
    if (plan.kind !== 'query') continue;
    const at = answers[i]!.expiresAt;
    if (at === undefined) return {};
    expiresAt = Math.min(expiresAt, at);
  }
  if (expiresAt === Infinity) return {};
  return { maxAgeSeconds: cache.secondsUntil(expiresAt) };
}

export const executeGraphql = async (
  engine: GraphqlEngine,
  db: Database,
  session: SessionValues,
  request: GraphqlRequest,
  cache?: ResponseCache,
  log?: ErrorLog,
): Promise<string> => (await answerGraphql(engine, db, session, request, cache, log)).body;

import { HasuraError } from './graphql-error';

/**
 * What one GraphQL request may cost (docs/security.md, "Query cost and time limits"). Each limit is
 * checked before the work it bounds is done, and a request over it is refused with Hasura's
 * `validation-failed` shape. Counts are taken with every fragment spread expanded where it is spread,
 * as the answer would be, but computed once per fragment (memoised), so a fragment spread 2^24 times
 * costs a multiplication, not 2^24 visits.
 */
export const REQUEST_LIMITS = {
  /** Characters of query text. */
  maxQueryLength: 100_000,
  /** Lexical tokens graphql-js may read (parsing is linear in them). */
  maxTokens: 20_000,
  /** Fields of one operation, fragments expanded (Hasura's node limit). Aliases count one each. */
  maxFields: 2000,
  /**
   * Everything the planner reads in one operation, fragments expanded: fields, directives, arguments
   * and each value, list item and object field written in the query text.
   */
  maxNodes: 20_000,
  /** Selection sets nested in one operation, fragments expanded (introspection's TypeRef needs 10). */
  maxSelectionDepth: 24,
  /**
   * Nesting of input objects and lists (a `where` of `_not` in `_not` ...), in the text or the
   * variables: they are coerced and planned recursively, and PostgreSQL parses the SQL they become
   * recursively too (3,000 levels overflowed its stack: "unexpected"). Real filters nest a handful.
   */
  maxInputDepth: 32,
  /** Relationship levels under a root field (Hasura's depth limit). */
  maxDepth: 8,
  /** Variables one operation declares. */
  maxVariables: 200,
  /**
   * Values the request's variables bring to the planner: each variable's values (scalars, list items,
   * object fields) times the places the operation uses it, fragments expanded. One long `_in` list
   * used once is fine; the same list spread into a thousand fields is not.
   */
  maxVariableValues: 100_000,
  /**
   * Statements one query request has in flight at once (a root field is one statement). More would
   * queue ahead of every other request's statements; fewer would lose PostgreSQL's parallelism.
   */
  statementsAtOnce: 4,
  /** Queries in one batched POST. */
  maxBatch: 20,
  /**
   * Milliseconds one request may spend in the compile stages (fields, permissions, SQL text) before
   * it is refused. They run on the event loop, so this is how long one request can hold every other
   * request (and /healthz) back. The limits above keep every real request far below it; the budget
   * is the net under shapes they did not foresee. Checked cooperatively (RequestBudget.check).
   */
  planningBudgetMs: 1_000,
  /**
   * Milliseconds a data API statement may run on PostgreSQL before the server cancels it
   * (statement_timeout); it then answers `unexpected` with "the query took too long". PGlite runs in
   * the server's own thread and cannot be interrupted: there the limits above bound the SQL.
   */
  statementTimeoutMs: 10_000,
} as const;

/** A clock in milliseconds (injected in tests so that the budget runs out without waiting). */
export type Clock = () => number;

const CHECK_EVERY = 64;

/**
 * The compile stages' time budget of one request. The stages call check() as they go (per field,
 * per boolean expression key, per SQL sub-select); reading the clock every 64th call keeps the check
 * cheap.
 */
export class RequestBudget {
  private readonly deadline: number;
  private calls = 0;

  constructor(
    private readonly clock: Clock = () => performance.now(),
    readonly limitMs: number = REQUEST_LIMITS.planningBudgetMs,
  ) {
    this.deadline = clock() + limitMs;
  }

  check(): void {
    if (++this.calls % CHECK_EVERY !== 0) return;
    if (this.clock() > this.deadline)
      throw new HasuraError(
        'validation-failed',
        `the query exceeds the time limit of ${this.limitMs} ms for planning`,
        '$',
      );
  }
}

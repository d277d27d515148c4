import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { RequestBudget } from '../shared/request-limits';

export interface FieldCollectionContext {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** The request's time budget for the compile stages (request-limits.ts). */
  budget?: RequestBudget;
}

function included(
  ctx: FieldCollectionContext,
  node: FieldNode | { directives?: readonly unknown[] },
): boolean {
  const n = node as FieldNode;
  if (getDirectiveValues(GraphQLSkipDirective, n, ctx.variables)?.if === true) return false;
  if (getDirectiveValues(GraphQLIncludeDirective, n, ctx.variables)?.if === false) return false;
  return true;
}

/**
 * The fields of a selection set by response key, fragments flattened and @skip/@include applied.
 * Fields sharing a response key (validation made them compatible) are merged into one node.
 * As the GraphQL spec's CollectFields, a fragment is expanded once per selection set however often
 * it is spread there: a second spread adds only fields already collected (same response keys, merged),
 * and expanding it again at every spread made `...F24` with `F1 { ...F0 ...F0 }` cost 2^24 visits.
 */
export function collectFields(
  ctx: FieldCollectionContext,
  selectionSet: SelectionSetNode | undefined,
): Map<string, FieldNode> {
  const out = new Map<string, FieldNode>();
  const visited = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      ctx.budget?.check();
      if (!included(ctx, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const existing = out.get(key);
        if (!existing) out.set(key, selection);
        else if (existing.selectionSet || selection.selectionSet) {
          out.set(key, {
            ...existing,
            selectionSet: {
              kind: Kind.SELECTION_SET,
              selections: [
                ...(existing.selectionSet?.selections ?? []),
                ...(selection.selectionSet?.selections ?? []),
              ],
            },
          });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visited.has(name)) continue;
        visited.add(name);
        const fragment = ctx.fragments[name];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return out;
}

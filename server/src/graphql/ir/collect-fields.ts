import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export interface FieldCollectionContext {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
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
 */
export function collectFields(
  ctx: FieldCollectionContext,
  selectionSet: SelectionSetNode | undefined,
): Map<string, FieldNode> {
  const out = new Map<string, FieldNode>();
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
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
        visit(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue;
        const fragment = ctx.fragments[name];
        if (fragment) visit(fragment.selectionSet, new Set([...seen, name]));
      }
    }
  };
  visit(selectionSet, new Set());
  return out;
}

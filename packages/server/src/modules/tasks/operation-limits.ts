import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Deepest selection an operation may nest, well beyond what the task service's own clients ask. */
export const MAX_OPERATION_DEPTH = 10;
/** Most fields an operation may select, fragments expanded and aliases counted once each. */
export const MAX_OPERATION_FIELDS = 200;

interface Measure {
  depth: number;
  fields: number;
}

function measure(
  selections: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const inner = selection.selectionSet ? measure(selection.selectionSet, fragment, seen) : { depth: 0, fields: 0 };
      depth = Math.max(depth, inner.depth + 1);
      fields += inner.fields + 1;
    } else {
      const set =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : seen.has(selection.name.value)
            ? undefined // a cycle: NoFragmentCyclesRule reports it
            : fragment(selection.name.value)?.selectionSet;
      if (!set) continue;
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
      if (name) seen.add(name);
      const inner = measure(set, fragment, seen);
      if (name) seen.delete(name);
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    // Stop walking once over: a crafted document must not make the measuring itself expensive.
    if (fields > MAX_OPERATION_FIELDS) break;
  }
  return { depth, fields };
}

/** Refuses operations nested deeper than MAX_OPERATION_DEPTH or selecting more than MAX_OPERATION_FIELDS fields. */
export const OperationLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    const { depth, fields } = measure(node.selectionSet, (name) => context.getFragment(name), new Set());
    if (depth > MAX_OPERATION_DEPTH)
      context.reportError(
        new GraphQLError(`The operation nests ${depth} levels; at most ${MAX_OPERATION_DEPTH} are allowed.`, { nodes: node }),
      );
    if (fields > MAX_OPERATION_FIELDS)
      context.reportError(
        new GraphQLError(`The operation selects too many fields; at most ${MAX_OPERATION_FIELDS} are allowed.`, { nodes: node }),
      );
  },
});

/** GraphQL's own rules plus the task service's limits, for HTTP and graphql-ws alike. */
export const taskServiceRules: readonly ValidationRule[] = [...specifiedRules, OperationLimitsRule];

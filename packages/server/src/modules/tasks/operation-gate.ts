import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { OperationLimitsRule } from './operation-limits.js';

/** The longest operation text the task service reads, over HTTP and over the socket alike. */
export const MAX_QUERY_CHARACTERS = 20_000;
/** Most lexical tokens one operation may hold; parsing stops there, before any work grows with the text. */
export const MAX_QUERY_TOKENS = 5_000;

export interface GateOptions {
  /** Answer `__schema` and `__type` (development only: it hands every caller the whole API's shape). */
  introspection: boolean;
}

/**
 * Parses and validates one operation in two passes: first the cheap rules (size, depth and field count, no
 * introspection), and only for an operation that passes them graphql-js's full rules, whose
 * OverlappingFieldsCanBeMerged check takes time growing with the square of the fields selected.
 */
export function gateOperation(
  schema: GraphQLSchema,
  query: string,
  options: GateOptions,
): { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] } {
  if (query.length > MAX_QUERY_CHARACTERS)
    return { errors: [new GraphQLError(`The operation is longer than ${MAX_QUERY_CHARACTERS} characters.`)] };
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
  }
  const cheap: ValidationRule[] = [OperationLimitsRule, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const first = validate(schema, document, cheap);
  if (first.length > 0) return { errors: first };
  const full = validate(schema, document, specifiedRules);
  return full.length > 0 ? { errors: full } : { document };
}

import { z } from 'zod';

/** A JSON column, named `table.column` (or `table.alias` for a JSON value a query builds, such as a `json_agg`). */
export type JsonColumnName = `${string}.${string}`;

/**
 * A JSON value read back from the database that is not what our own code writes there. It is a fault of ours (or of
 * a hand edit), not of the request: it leaves as a logged 500 whose message names the column, never as a quiet cast.
 */
export class InvalidJsonColumnError extends Error {
  constructor(
    readonly column: JsonColumnName,
    readonly problem: string,
  ) {
    super(`The database column ${column} holds a value of the wrong shape: ${problem}`);
    this.name = 'InvalidJsonColumnError';
  }
}

/**
 * A JSON column's value as the driver hands it back, parsed once and checked against `schema`. node-postgres and
 * PGlite both parse `json` and `jsonb` into objects, but a value read as text (a cast, a text column holding JSON, a
 * driver configured otherwise) arrives as a string: both are accepted, so callers never test for either. A string is
 * read as JSON text first; a column whose JSON is itself a string (which the drivers hand back as that string) is
 * read as the string when its text is not JSON of the schema's shape.
 */
export function readJsonColumn<S extends z.ZodType>(schema: S, value: unknown, column: JsonColumnName): z.output<S> {
  if (typeof value !== 'string') return checked(schema.safeParse(value), column);
  let parsed: z.ZodSafeParseResult<z.output<S>> | undefined;
  try {
    parsed = schema.safeParse(JSON.parse(value));
  } catch {
    // Not JSON text: only a column holding a JSON string (which the drivers hand back as that string) reads it.
  }
  if (parsed?.success) return parsed.data;
  const asString = schema.safeParse(value);
  if (asString.success) return asString.data;
  if (!parsed) throw new InvalidJsonColumnError(column, 'it is not JSON');
  return checked(parsed, column);
}

function checked<T>(result: z.ZodSafeParseResult<T>, column: JsonColumnName): T {
  if (!result.success) throw new InvalidJsonColumnError(column, z.prettifyError(result.error).replaceAll('\n', ' '));
  return result.data;
}

/** A list of strings, the shape of the `questions`, `tags`, `groups` and `emails` columns. */
export const StringListColumnSchema = z.array(z.string());

/** A JSON object of any keys (settings, details, flags), checked only for being an object. */
export const JsonObjectColumnSchema = z.record(z.string(), z.unknown());

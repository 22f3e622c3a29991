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
 * driver configured otherwise) arrives as a string: both are accepted, so callers never test for either.
 */
export function readJsonColumn<S extends z.ZodType>(schema: S, value: unknown, column: JsonColumnName): z.output<S> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new InvalidJsonColumnError(column, 'it is not JSON');
    }
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new InvalidJsonColumnError(column, z.prettifyError(result.error).replaceAll('\n', ' '));
  return result.data;
}

/** A list of strings, the shape of the `questions`, `tags`, `groups` and `emails` columns. */
export const StringListColumnSchema = z.array(z.string());

/** A JSON object of any keys (settings, details, flags), checked only for being an object. */
export const JsonObjectColumnSchema = z.record(z.string(), z.unknown());

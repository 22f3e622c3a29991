import pg from 'pg';

/** How many distinct statements one process names; past it, queries go unnamed (parsed and planned each time). */
const MAX_NAMED_STATEMENTS = 1000;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `sk${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * A `pg` client that prepares each parameterised statement once per connection: PostgreSQL then skips parsing and,
 * after a few runs, planning — most of its work for the app's short queries. Queries without parameters keep the
 * simple protocol, so migrations with several statements in one text still run.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded; this forwards every form unchanged.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && typeof callback !== 'function') {
      const name = statementName(config);
      if (name) return super.query({ name, text: config, values });
    }
    return super.query(config, values, callback);
  }
}

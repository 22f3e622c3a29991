import pg from 'pg';

/** How many statements each connection keeps prepared; the one unused longest is deallocated past it. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 100;

export interface PreparingClientConfig extends pg.ClientConfig {
  statementCacheSize?: number;
}

/**
 * A `pg` client that prepares each parameterised statement once per connection: PostgreSQL then skips parsing and,
 * for a statement whose generic plan is as good as a custom one, planning too — most of its work for the app's short
 * queries. Queries without parameters keep the simple protocol, so migrations with several statements in one text
 * still run. Each connection keeps at most `statementCacheSize` statements, so the server's memory stays bounded
 * whatever texts the app sends.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Map<string, string>();
  private readonly capacity: number;
  private counter = 0;

  constructor(config?: string | PreparingClientConfig) {
    super(config);
    // A connection the database drops while a query runs (a restart) rejects that query, and also emits 'error';
    // unheard, that event would end the process. The pool sees the connection is broken and replaces it.
    this.on('error', () => undefined);
    this.capacity = typeof config === 'object' ? (config.statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE) : DEFAULT_STATEMENT_CACHE_SIZE;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded; this forwards every form unchanged.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && typeof callback !== 'function') {
      return super.query({ name: this.nameFor(config), text: config, values });
    }
    return super.query(config, values, callback);
  }

  private nameFor(text: string): string {
    const known = this.prepared.get(text);
    if (known) {
      // Maps iterate in insertion order: moving a used statement to the end keeps the first one the least used.
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    if (this.prepared.size >= this.capacity) this.evictOldest();
    this.counter += 1;
    const name = `sk_${this.counter}`;
    this.prepared.set(text, name);
    return name;
  }

  private evictOldest(): void {
    const [text, name] = this.prepared.entries().next().value ?? [];
    if (text === undefined || name === undefined) return;
    this.prepared.delete(text);
    // Queued behind the queries already sent; the name is never used again, so nothing can run it after this.
    super.query(`deallocate ${name}`).catch(() => undefined);
    // pg remembers which names it has parsed; forgetting this one keeps that record as small as the cache.
    const connection = (this as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection;
    if (connection?.parsedStatements) delete connection.parsedStatements[name];
  }
}

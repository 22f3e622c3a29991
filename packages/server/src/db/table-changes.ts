import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The channel on which the database announces (after commit) which watched table a statement changed. */
export const TABLE_CHANGES_CHANNEL = 'storykeep_tables';

/** Stands for "some table": a statement the plugin cannot read, such as raw SQL or a migration. */
export const ANY_TABLE = '*';

type Listener = (table: string) => void;

/**
 * Who changed which table, for the caches that keep rows between requests. Two sources feed it: this process's own
 * writes, announced as soon as each statement has run (so a caller reads its own writes), and the database's notices,
 * which arrive after commit from every instance and close the gap a still-open transaction leaves.
 */
export class TableChanges {
  private readonly listeners = new Set<Listener>();
  private listening = false;

  /** Calls `listener` with each changed table's name, or `ANY_TABLE`; answers the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(table: string): void {
    for (const listener of this.listeners) listener(table);
  }

  /**
   * False while the database's notices cannot reach this process (the listening connection is down): caches must
   * not serve what they hold, because another instance's change could go unseen.
   */
  get reliable(): boolean {
    return this.listening;
  }

  /** Records whether notices arrive; losing them also counts as a change of everything. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.announce(ANY_TABLE);
  }
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

function children(node: object): OperationNode[] {
  const found: OperationNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object' && 'kind' in item) found.push(item);
    if (value && typeof value === 'object' && 'kind' in value) found.push(value as OperationNode);
  }
  return found;
}

function someNode(node: OperationNode, test: (node: OperationNode) => boolean): boolean {
  return test(node) || children(node).some((child) => someNode(child, test));
}

function tableNames(node: OperationNode, into: Set<string>): Set<string> {
  if (node.kind === 'TableNode') {
    const { table } = node as unknown as { table: { identifier: { name: string } } };
    into.add(table.identifier.name);
  }
  for (const child of children(node)) tableNames(child, into);
  return into;
}

/** The tables a statement may write: every table it names when it writes at all (a harmless overestimate). */
export function tablesWrittenBy(node: RootOperationNode): string[] {
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join('?').trimStart().toLowerCase();
    return /^(select|show|explain|listen|unlisten|notify|begin|commit|rollback|savepoint|release)\b/.test(text) ? [] : [ANY_TABLE];
  }
  const writes =
    WRITES.has(node.kind) || (node.kind === 'SelectQueryNode' && !!node.with && someNode(node.with, (n) => WRITES.has(n.kind)));
  return writes ? [...tableNames(node, new Set())] : [];
}

/** A Kysely plugin announcing, once a statement has run, the tables it wrote. */
export class TableWritePlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, string[]>();

  constructor(private readonly changes: TableChanges) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = tablesWrittenBy(args.node);
    if (tables.length > 0) this.pending.set(args.queryId, tables);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) {
      this.pending.delete(args.queryId);
      for (const table of tables) this.changes.announce(table);
    }
    return args.result;
  }
}

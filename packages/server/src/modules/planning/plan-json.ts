/** A jsonb list of strings as the driver hands it back: node-postgres parses jsonb, PGlite may give text. */
export function listOf(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(String) : [];
}

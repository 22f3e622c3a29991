import { type Kysely, sql } from 'kysely';

// Box tokens are kept sealed (AES-256-GCM; today under the sealing keys, see storage/sealer.ts). The key is not known to the
// SQL migrations, so this one only marks every existing row as still plain; the server seals the marked rows when it
// starts (`resealBoxTokens`) and reads a row still marked plain as it is until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table box_connections add column sealed boolean not null default false').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table box_connections drop column if exists sealed').execute(db);
}

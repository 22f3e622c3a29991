import { type Kysely, sql } from 'kysely';

// Meaning vectors of transcript chunks from an OpenAI-compatible embeddings server. A row belongs to a chunk's text
// (its md5), not its position: re-chunking after an edit shifts positions, and unchanged text keeps its vector.
// `embedding` holds the normalised vector as float4[] everywhere; where pgvector is installed the server adds a
// `vec vector` column at start-up and keeps the vector there instead (its dimension comes from the first embedding,
// so its index is made then too). Transcripts announce their changes like the cached tables, so every instance
// hears that chunks need embedding, whichever process wrote them.
const statements = [
  `create table chunk_embeddings (
    story_id text not null references stories(id) on delete cascade,
    model text not null,
    body_md5 text not null,
    dims integer not null,
    embedding float4[],
    created_at timestamptz not null default now(),
    primary key (story_id, model, body_md5)
  )`,
  // Finds a chunk's vector by its text, and the chunks whose text has none yet.
  'create index transcript_chunks_body_md5 on transcript_chunks (story_id, md5(body))',
  `create trigger transcripts_changed after insert or update or delete or truncate on transcripts
    for each statement execute function storykeep_table_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists transcripts_changed on transcripts').execute(db);
  await sql.raw('drop index if exists transcript_chunks_body_md5').execute(db);
  await sql.raw('drop table if exists chunk_embeddings').execute(db);
}

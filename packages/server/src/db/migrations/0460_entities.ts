import { type Kysely, sql } from 'kysely';

// Entities: people, places, organizations and dates named in transcripts. An entity is one per organization, type
// and normalised name, so the same name said in two interviews is one entity. Extraction rewrites a story's mentions
// each time it runs but never deletes entities nor touches `entity_overrides`, where the archivist's renames, hiding
// and merges live: a re-run lands on the same entity rows and the corrections still apply.
const statements = [
  `create table entities (
    id text primary key,
    organization_id text not null references organizations(id) on delete cascade,
    type text not null check (type in ('person', 'place', 'organization', 'date')),
    key text not null,
    name text not null,
    created_at timestamptz not null default now(),
    unique (organization_id, type, key)
  )`,
  `create table entity_mentions (
    story_id text not null references stories(id) on delete cascade,
    entity_id text not null references entities(id) on delete cascade,
    word integer not null,
    word_count integer not null,
    start_time double precision not null,
    end_time double precision not null,
    text text not null,
    primary key (story_id, word, entity_id)
  )`,
  'create index entity_mentions_entity on entity_mentions (entity_id, story_id)',
  // merged_into always names an entity that is not itself merged (a merge repoints the earlier ones).
  `create table entity_overrides (
    entity_id text primary key references entities(id) on delete cascade,
    name text,
    hidden boolean not null default false,
    merged_into text references entities(id) on delete set null,
    updated_by text references users(id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  'create index entity_overrides_merged on entity_overrides (merged_into) where merged_into is not null',
  // Whoever writes a transcript (the transcribe job, an edit, a restore, the seed), its entities are extracted again.
  `create function storykeep_transcript_entities() returns trigger language plpgsql as $$
  begin
    insert into jobs (id, type, payload, story_id, dedupe_key)
    values (gen_random_uuid()::text, 'transcript.entities', jsonb_build_object('storyId', NEW.story_id), NEW.story_id,
      'entities:' || NEW.story_id)
    on conflict do nothing;
    return null;
  end $$`,
  `create trigger transcripts_entities after insert or update of paragraphs on transcripts
    for each row execute function storykeep_transcript_entities()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger if exists transcripts_entities on transcripts',
    'drop function if exists storykeep_transcript_entities',
    'drop table if exists entity_overrides',
    'drop table if exists entity_mentions',
    'drop table if exists entities',
  ])
    await sql.raw(statement).execute(db);
}

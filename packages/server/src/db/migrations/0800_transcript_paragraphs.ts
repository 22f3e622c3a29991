import { type Kysely, sql } from 'kysely';
import { transcriptChunksTrigger } from './0200_story_work.js';

// A transcript's paragraphs become rows of their own, so a save writes the paragraphs it changed and its cost does
// not grow with the interview (docs/product/api.md, "Saving a transcript"). Each row has a stable id, a position
// (a number between its neighbours', so a new paragraph goes in without moving the others) and `changed_in`, the
// transcript version that last wrote it; a deleted paragraph stays as a row without content (a tombstone) so an
// editor that started earlier learns of the deletion. `transcripts.version` counts saves.
//
// Whoever writes a whole transcript (the transcribe job, a whole save, a restore, the seed) still writes
// `transcripts.paragraphs`: a trigger moves the list into rows (keeping the ids it carries, making the others) and
// leaves the column empty. Search chunks are kept per paragraph by triggers on the rows, in the same transaction.
const chunkColumns = `
  select p.story_id, p.id, p.position, w.win, min(p.speaker) as speaker, min(w.start_time) as start_time,
    max(w.end_time) as end_time, string_agg(w.text, ' ' order by w.child_ord, w.word_ord) as body
  from (
    select story_id, id, position, content ->> 'speaker' as speaker, content -> 'children' as children,
      case when jsonb_typeof(content -> 'start') = 'number' then (content ->> 'start')::double precision else 0 end as start
    from added where jsonb_typeof(content) = 'object' and jsonb_typeof(content -> 'children') = 'array'
  ) p
  cross join lateral (
    select c.ord as child_ord, wd.ord as word_ord, wd.value ->> 'text' as text,
      (wd.value ->> 'start')::double precision as start_time, (wd.value ->> 'end')::double precision as end_time,
      floor(greatest((wd.value ->> 'start')::double precision - p.start, 0) / 30) as win
    from jsonb_array_elements(p.children) with ordinality as c(value, ord)
    cross join lateral jsonb_array_elements(case when jsonb_typeof(c.value -> 'words') = 'array' then c.value -> 'words' else '[]'::jsonb end)
      with ordinality as wd(value, ord)
    where jsonb_typeof(wd.value -> 'start') = 'number' and jsonb_typeof(wd.value -> 'end') = 'number'
      and coalesce(wd.value ->> 'text', '') <> ''
  ) w
  group by p.story_id, p.id, p.position, w.win`;

// A chunk is at most 30 s of one paragraph's words, numbered after the story's last chunk (an advisory lock per
// story keeps two writers from taking the same numbers).
const addChunks = `
  perform pg_advisory_xact_lock(hashtext('transcript_chunks:' || s.story_id)) from (select distinct story_id from added) s;
  insert into transcript_chunks (story_id, paragraph_id, position, speaker, start_time, end_time, body)
  select g.story_id, g.id,
    ((select coalesce(max(c.position), 0) from transcript_chunks c where c.story_id = g.story_id)
      + row_number() over (partition by g.story_id order by g.position, g.win))::integer,
    g.speaker, g.start_time, g.end_time, g.body
  from (${chunkColumns}) g;`;

const statements = [
  'drop trigger if exists transcripts_chunks on transcripts',
  'drop function if exists storykeep_transcript_chunks',
  'drop trigger if exists transcripts_entities on transcripts',
  'alter table transcripts alter column paragraphs drop not null',
  'alter table transcripts add column version integer not null default 0',
  // Tombstones of deletions before this version may be gone (a whole replacement drops the older ones).
  'alter table transcripts add column complete_since integer not null default 0',
  `create table transcript_paragraphs (
    story_id text not null references stories(id) on delete cascade,
    id text not null,
    position double precision not null,
    content jsonb,
    changed_in integer not null,
    primary key (story_id, id)
  )`,
  'create index transcript_paragraphs_order on transcript_paragraphs (story_id, position)',
  'create index transcript_paragraphs_changed on transcript_paragraphs (story_id, changed_in)',
  'delete from transcript_chunks',
  'alter table transcript_chunks add column paragraph_id text',
  'create index transcript_chunks_paragraph on transcript_chunks (story_id, paragraph_id)',
  `create function storykeep_paragraph_chunks_added() returns trigger language plpgsql as $$
  begin ${addChunks}
    return null;
  end $$`,
  `create function storykeep_paragraph_chunks_removed() returns trigger language plpgsql as $$
  begin
    delete from transcript_chunks c using gone g where c.story_id = g.story_id and c.paragraph_id = g.id;
    return null;
  end $$`,
  // Only rows whose content changed are chunked again (moving a paragraph's position changes no chunk).
  `create function storykeep_paragraph_chunks_changed() returns trigger language plpgsql as $$
  begin
    delete from transcript_chunks c using gone g, added a
      where a.story_id = g.story_id and a.id = g.id and a.content is distinct from g.content
        and c.story_id = g.story_id and c.paragraph_id = g.id;
    ${addChunks.replaceAll('from added', 'from (select a.* from added a join gone g on g.story_id = a.story_id and g.id = a.id where a.content is distinct from g.content) added')}
    return null;
  end $$`,
  `create trigger transcript_paragraphs_added after insert on transcript_paragraphs
    referencing new table as added for each statement execute function storykeep_paragraph_chunks_added()`,
  `create trigger transcript_paragraphs_removed after delete on transcript_paragraphs
    referencing old table as gone for each statement execute function storykeep_paragraph_chunks_removed()`,
  `create trigger transcript_paragraphs_changed after update on transcript_paragraphs
    referencing old table as gone new table as added for each statement execute function storykeep_paragraph_chunks_changed()`,
  // A whole transcript written to `transcripts.paragraphs` replaces the rows: the live ones become tombstones (older
  // tombstones go), the list's paragraphs are written in order with the ids they carry (an id only once) or new ones.
  `create function storykeep_transcript_inlet() returns trigger language plpgsql as $$
  declare
    next_version integer;
  begin
    if NEW.paragraphs is null then return NEW; end if;
    -- An upsert whose row exists: its update half replaces the rows.
    if TG_OP = 'INSERT' and exists (select 1 from transcripts where story_id = NEW.story_id) then return NEW; end if;
    next_version := case when TG_OP = 'UPDATE' then OLD.version + 1 else 1 end;
    delete from transcript_paragraphs where story_id = NEW.story_id and content is null;
    update transcript_paragraphs set content = null, changed_in = next_version where story_id = NEW.story_id;
    insert into transcript_paragraphs (story_id, id, position, content, changed_in)
    select NEW.story_id, coalesce(e.id, gen_random_uuid()::text), e.ord * 1024, e.value - 'id' - 'rev', next_version
    from (
      select value, ord, case
        when jsonb_typeof(value -> 'id') = 'string' and value ->> 'id' ~ '^[A-Za-z0-9_-]{1,100}$'
          and row_number() over (partition by value ->> 'id' order by ord) = 1 then value ->> 'id' end as id
      from jsonb_array_elements(case when jsonb_typeof(NEW.paragraphs) = 'array' then NEW.paragraphs else '[]'::jsonb end)
        with ordinality as x(value, ord)
      where jsonb_typeof(value) = 'object'
    ) e
    on conflict (story_id, id) do update set content = excluded.content, position = excluded.position, changed_in = excluded.changed_in;
    NEW.version := next_version;
    NEW.complete_since := case when TG_OP = 'UPDATE' then OLD.version else 0 end;
    NEW.paragraphs := null;
    return NEW;
  end $$`,
  `create trigger transcripts_inlet before insert or update of paragraphs on transcripts
    for each row execute function storykeep_transcript_inlet()`,
  `create function storykeep_transcript_removed() returns trigger language plpgsql as $$
  begin
    delete from transcript_paragraphs where story_id = OLD.story_id;
    return null;
  end $$`,
  `create trigger transcripts_removed after delete on transcripts for each row execute function storykeep_transcript_removed()`,
  // Every transcript becomes rows (and chunks again, with the same text, so their meaning vectors stay).
  'update transcripts set paragraphs = paragraphs',
  // Whoever writes a whole transcript, its entities are extracted again (as 0460 had it).
  `create trigger transcripts_entities after insert or update of paragraphs on transcripts
    for each row execute function storykeep_transcript_entities()`,
  // The editor saves changes on its own every few seconds of a session: their extraction waits a minute, so the saves
  // of a session share one run (one unfinished job per story).
  `create function storykeep_transcript_entities_later() returns trigger language plpgsql as $$
  begin
    insert into jobs (id, type, payload, story_id, dedupe_key, run_at)
    values (gen_random_uuid()::text, 'transcript.entities', jsonb_build_object('storyId', NEW.story_id), NEW.story_id,
      'entities:' || NEW.story_id, now() + interval '1 minute')
    on conflict do nothing;
    return null;
  end $$`,
  `create trigger transcripts_entities_after_changes after update of version on transcripts
    for each row execute function storykeep_transcript_entities_later()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'drop trigger if exists transcripts_entities on transcripts',
    'drop trigger if exists transcripts_entities_after_changes on transcripts',
    'drop function if exists storykeep_transcript_entities_later',
    'drop trigger if exists transcripts_inlet on transcripts',
    'drop function if exists storykeep_transcript_inlet',
    'drop trigger if exists transcripts_removed on transcripts',
    'drop function if exists storykeep_transcript_removed',
    `update transcripts t set paragraphs = coalesce((select jsonb_agg(p.content order by p.position) from transcript_paragraphs p
      where p.story_id = t.story_id and p.content is not null), '[]'::jsonb)`,
    'alter table transcripts alter column paragraphs set not null',
    'drop table transcript_paragraphs',
    'drop function if exists storykeep_paragraph_chunks_added',
    'drop function if exists storykeep_paragraph_chunks_removed',
    'drop function if exists storykeep_paragraph_chunks_changed',
    'alter table transcripts drop column version, drop column complete_since',
    'drop index if exists transcript_chunks_paragraph',
    'alter table transcript_chunks drop column paragraph_id',
    `create trigger transcripts_entities after insert or update of paragraphs on transcripts
      for each row execute function storykeep_transcript_entities()`,
  ];
  for (const statement of drops) await sql.raw(statement).execute(db);
  // The chunks trigger of 0200 comes back, and every transcript is chunked again by it.
  for (const statement of [...transcriptChunksTrigger, 'update transcripts set paragraphs = paragraphs'])
    await sql.raw(statement).execute(db);
}

import { type Kysely, sql } from 'kysely';

// The project stories table shows "n interviews" on every page; counting a large project's rows on
// every request would cost more than reading the page. Triggers keep a per-project count instead.
const statements = [
  `create table project_story_counts (
    project_id text primary key,
    stories bigint not null default 0
  )`,
  `insert into project_story_counts (project_id, stories)
    select p.id, (select count(*) from stories s where s.project_id = p.id) from projects p`,
  `create function project_story_counts_track() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update project_story_counts set stories = stories - 1 where project_id = old.project_id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into project_story_counts (project_id, stories) values (new.project_id, 1)
        on conflict (project_id) do update set stories = project_story_counts.stories + 1;
    end if;
    return null;
  end
  $$`,
  `create trigger stories_counted after insert or delete on stories
    for each row execute function project_story_counts_track()`,
  `create trigger stories_moved after update of project_id on stories
    for each row when (old.project_id is distinct from new.project_id) execute function project_story_counts_track()`,
  `create function project_story_counts_forget() returns trigger language plpgsql as $$
  begin
    delete from project_story_counts where project_id = old.id;
    return null;
  end
  $$`,
  'create trigger projects_uncounted after delete on projects for each row execute function project_story_counts_forget()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

import { type Kysely, sql } from 'kysely';

// How far a running job is (0 to 1), for the jobs that can tell (a remix render follows ffmpeg's clock). A change of
// it is announced like a change of status, so every instance's task service passes it on to the people watching.
const statements = [
  'alter table jobs add column progress double precision',
  `create trigger jobs_progress_changed after update of progress on jobs
    for each row when (OLD.progress is distinct from NEW.progress) execute function storykeep_job_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists jobs_progress_changed on jobs').execute(db);
  await sql.raw('alter table jobs drop column if exists progress').execute(db);
}

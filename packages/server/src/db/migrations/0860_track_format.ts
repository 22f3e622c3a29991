import { type Kysely, sql } from 'kysely';

// Each participant's local recording keeps what it is, for the archive: its container, its audio codec, sample rate
// and channels, read from the file itself (ffprobe) once the track is complete, so the hub can show how it was
// captured. Null until read (and for a track no tool could read).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'alter table media_uploads add column format_name text, add column audio_codec text, add column sample_rate integer, add column channels integer',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'alter table media_uploads drop column if exists format_name, drop column if exists audio_codec, drop column if exists sample_rate, drop column if exists channels',
    )
    .execute(db);
}

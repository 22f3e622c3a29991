import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

/** A paragraph of one child whose words are the text's words, timed a tenth of a second apart from `start`. */
const said = (text: string, start: number, speaker = 'Ada') => {
  const words = text.split(' ').map((w, i) => ({ text: w, start: start + i / 10, end: start + (i + 1) / 10 }));
  return { speaker, start, end: start + 1, children: [{ text, words }] };
};

interface Stored {
  id: string;
  rev: number;
  children: { text: string }[];
}

describe.each(testDatabases)('saving changes to a transcript on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
  });
  afterAll(() => t.close());

  /** A story whose transcript has the given paragraphs (a whole save), and what GET answers for it. */
  async function transcribed(...texts: string[]) {
    const id = await addStory(t.db, t.world.own, `Story ${randomUUID().slice(0, 6)}`);
    await t.call('POST', `/transcripts/${id}/edit`, { token, body: texts.map((text, i) => said(text, i * 2)) });
    return { id, ...(await read(id)) };
  }
  async function read(id: string): Promise<{ version: number; paragraphs: Stored[] }> {
    const answer = await t.call('GET', `/transcripts/${id}`, { token });
    return answer.body.transcript;
  }
  const texts = (paragraphs: Stored[]) => paragraphs.map((p) => p.children[0]?.text);
  const patch = (id: string, body: unknown) => t.call('PATCH', `/transcripts/${id}`, { token, body });
  const chunks = async (id: string) =>
    (await t.db.selectFrom('transcript_chunks').select('body').where('story_id', '=', id).orderBy('body').execute()).map((c) => c.body);

  it('answers the version and each paragraph’s id and revision; a save of changes writes only what it names', async () => {
    const { id, version, paragraphs } = await transcribed('we farmed', 'then drought', 'and rain');
    expect(version).toBe(1);
    const [a, b, c] = paragraphs as [Stored, Stored, Stored];
    expect(new Set(paragraphs.map((p) => p.id)).size).toBe(3);
    expect(paragraphs.map((p) => p.rev)).toEqual([1, 1, 1]);
    const saved = await patch(id, {
      version,
      changed: [{ id: a.id, rev: a.rev, paragraph: said('we farmed wheat', 0) }],
      inserted: [
        { id: 'new-1', after: a.id, paragraph: said('a first new turn', 1, 'Bo') },
        { id: 'new-2', after: 'new-1', paragraph: said('a second new turn', 1.5, 'Bo') },
      ],
      deleted: [{ id: c.id, rev: c.rev }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, changes: [], complete: true, report: { valid: true } });
    const after = await read(id);
    expect(after.version).toBe(2);
    expect(texts(after.paragraphs)).toEqual(['we farmed wheat', 'a first new turn', 'a second new turn', 'then drought']);
    expect(after.paragraphs.map((p) => [p.id, p.rev])).toEqual([
      [a.id, 2],
      ['new-1', 2],
      ['new-2', 2],
      [b.id, 1],
    ]);
    expect(await chunks(id)).toEqual(['a first new turn', 'a second new turn', 'then drought', 'we farmed wheat']);
  });

  it('saves a change to a paragraph an earlier writer stored untidily (words without their end)', async () => {
    const id = await addStory(t.db, t.world.own, `Story ${randomUUID().slice(0, 6)}`);
    const untidy = {
      speaker: 'Ada',
      start: 0,
      end: 1,
      children: [
        {
          text: 'old words',
          words: [
            { text: 'old', start: 0 },
            { text: 'words', start: 0.5 },
          ],
        },
      ],
    };
    await t.db
      .insertInto('transcripts')
      .values({ story_id: id, paragraphs: JSON.stringify([untidy]), source: 'import' })
      .execute();
    const { version, paragraphs } = await read(id);
    const [only] = paragraphs as [Stored];
    const saved = await patch(id, { version, changed: [{ id: only.id, rev: only.rev, paragraph: said('old words kept', 0) }] });
    expect(saved.status).toBe(200);
    expect(texts((await read(id)).paragraphs)).toEqual(['old words kept']);
  });

  it('lands two saves of different paragraphs made at once, each told of the other’s change', async () => {
    const { id, version, paragraphs } = await transcribed('one', 'two', 'three');
    const [a, , c] = paragraphs as [Stored, Stored, Stored];
    const [first, second] = await Promise.all([
      patch(id, { version, changed: [{ id: a.id, rev: a.rev, paragraph: said('one fixed', 0) }] }),
      patch(id, { version, changed: [{ id: c.id, rev: c.rev, paragraph: said('three fixed', 4) }] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.version, second.body.version].sort()).toEqual([2, 3]);
    const later = first.body.version === 3 ? first : second;
    const otherId = later === first ? c.id : a.id;
    expect(later.body.changes).toEqual([expect.objectContaining({ id: otherId, rev: 2 })]);
    const after = await read(id);
    expect(after.version).toBe(3);
    expect(texts(after.paragraphs)).toEqual(['one fixed', 'two', 'three fixed']);
  });

  it('lands one of two saves of the same paragraph made at once and refuses the other, naming the version and the paragraph', async () => {
    const { id, version, paragraphs } = await transcribed('one', 'two');
    const [a] = paragraphs as [Stored, Stored];
    const answers = await Promise.all(
      ['mine', 'theirs'].map((who) => patch(id, { version, changed: [{ id: a.id, rev: a.rev, paragraph: said(`one by ${who}`, 0) }] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toMatchObject({ code: 'TRANSCRIPT_CONFLICT', version: 2, conflicts: [a.id] });
    expect(refused?.body.error.message).toContain('version 2');
    const after = await read(id);
    expect(after.version).toBe(won?.body.version);
    expect(texts(after.paragraphs)[0]).toBe(answers[0]?.status === 200 ? 'one by mine' : 'one by theirs');
  });

  it('refuses a save of a paragraph someone deleted, takes a repeated save as saved, and tells a later save of deletions', async () => {
    const { id, version, paragraphs } = await transcribed('one', 'two', 'three');
    const [a, b, c] = paragraphs as [Stored, Stored, Stored];
    const deleting = await patch(id, { version, deleted: [{ id: b.id, rev: b.rev }] });
    expect(deleting.status).toBe(200);
    const stale = await patch(id, { version, changed: [{ id: b.id, rev: b.rev, paragraph: said('two fixed', 2) }] });
    expect(stale.body.error).toMatchObject({ version: 2, conflicts: [b.id] });
    const change = { version, changed: [{ id: a.id, rev: a.rev, paragraph: said('one fixed', 0) }] };
    const first = await patch(id, change);
    expect(first.body.changes).toEqual([{ id: b.id, rev: 2, after: a.id, paragraph: null }]);
    // The answer was lost and the same save is sent again: what it says is already there.
    expect((await patch(id, change)).status).toBe(200);
    expect(texts((await read(id)).paragraphs)).toEqual(['one fixed', 'three']);
    const gone = await patch(id, { version: 4, deleted: [{ id: c.id, rev: c.rev }], changed: [] });
    expect(gone.status).toBe(200);
    expect(await chunks(id)).toEqual(['one fixed']);
  });

  it('keeps the order of many paragraphs added between the same two, however many', async () => {
    const { id, paragraphs } = await transcribed('first', 'last');
    const [a] = paragraphs as [Stored, Stored];
    let version = 1;
    // Each new paragraph goes right after the first one, halving the room between them every time.
    for (let n = 1; n <= 60; n += 1) {
      const answer = await patch(id, { version, inserted: [{ id: `n${n}`, after: a.id, paragraph: said(`new ${n}`, 1) }] });
      expect(answer.status).toBe(200);
      version = answer.body.version;
    }
    const after = texts((await read(id)).paragraphs);
    expect(after).toEqual(['first', ...Array.from({ length: 60 }, (_, i) => `new ${60 - i}`), 'last']);
  });

  it('queues one entity extraction for a session of saves, a minute after, not one per save', async () => {
    const { id, paragraphs } = await transcribed('one', 'two');
    await t.db.deleteFrom('jobs').where('story_id', '=', id).execute();
    const [a] = paragraphs as [Stored, Stored];
    let version = 1;
    for (const text of ['one a', 'one b', 'one c']) {
      const answer = await patch(id, { version, changed: [{ id: a.id, rev: version, paragraph: said(text, 0) }] });
      version = answer.body.version;
    }
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['type', 'run_at'])
      .where('story_id', '=', id)
      .where('type', '=', 'transcript.entities')
      .execute();
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('keeps a copy of an editor’s paragraphs as a version without changing the transcript', async () => {
    const { id, version } = await transcribed('current words');
    const kept = await t.call('POST', `/transcripts/${id}/versions`, { token, body: { paragraphs: [said('my words', 0)] } });
    expect(kept.status).toBe(200);
    const fileName = kept.body.path.split('/').at(-1);
    const copy = await t.call('GET', `/transcripts/${id}/version/file/${fileName}`, { token });
    expect(copy.body.transcript.paragraphs[0].children[0].text).toBe('my words');
    const after = await read(id);
    expect([after.version, texts(after.paragraphs)]).toEqual([version, ['current words']]);
  });

  it('refuses malformed saves with the field at fault and changes nothing', async () => {
    const { id, version, paragraphs } = await transcribed('one');
    const [a] = paragraphs as [Stored];
    const badId = await patch(id, { version, changed: [{ id: 'no spaces', rev: 1, paragraph: said('x', 0) }] });
    expect(badId).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION' } } });
    expect(badId.body.error.field).toContain('changed');
    const twice = await patch(id, { version, changed: [{ id: a.id, rev: 1, paragraph: said('x', 0) }], deleted: [{ id: a.id, rev: 1 }] });
    expect(twice.status).toBe(400);
    expect((await patch(id, { changed: [] })).body.error.field).toBe('version');
    expect((await patch(id, { version, changed: [{ id: a.id, rev: 1, paragraph: { speaker: 'Ada' } }] })).status).toBe(400);
    expect((await read(id)).version).toBe(version);
    const other = t.world.other.stories[0];
    expect((await patch(other ?? '', { version: 1, changed: [] })).status).toBe(404);
    const bare = await addStory(t.db, t.world.own, 'No transcript');
    expect((await patch(bare, { version: 0, changed: [] })).body.error.code).toBe('NO_TRANSCRIPT');
    expect((await t.call('POST', `/transcripts/${id}/versions`, { token, body: { paragraphs: 'no' } })).status).toBe(400);
  });

  it('replacing the whole transcript (a restore) makes earlier saves of its paragraphs stale, and keeps the ids it carries', async () => {
    const { id, version, paragraphs } = await transcribed('one', 'two');
    const [a, b] = paragraphs as [Stored, Stored];
    const restored = await t.call('POST', `/transcripts/${id}/edit`, { token, body: [{ ...said('one again', 0), id: a.id }] });
    expect(restored.body.transcript.paragraphs.map((p: Stored) => p.id)).toEqual([a.id]);
    const stale = await patch(id, { version, changed: [{ id: a.id, rev: a.rev, paragraph: said('one mine', 0) }] });
    expect(stale.body.error).toMatchObject({ code: 'TRANSCRIPT_CONFLICT', version: 2, conflicts: [a.id] });
    const gone = await patch(id, { version, changed: [{ id: b.id, rev: b.rev, paragraph: said('two mine', 2) }] });
    expect(gone.body.error.conflicts).toEqual([b.id]);
  });
});

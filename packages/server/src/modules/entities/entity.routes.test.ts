import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

/** A paragraph whose words are a second apart from `start`. */
function paragraph(speaker: string, text: string, start: number) {
  const words = text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.5 }));
  return { speaker, start, end: start + words.length, children: [{ text, words }] };
}

const FIRST = [
  paragraph('Edna', 'My aunt Wilhelmina Stroud took the train to Baltimore in June 1951.', 0),
  paragraph('Edna', 'Later Wilhelmina worked for General Motors in Baltimore.', 20),
];

interface Listed {
  _id: string;
  merged: { _id: string; name: string }[];
  type: string;
  name: string;
  aliases: string[];
  hidden: boolean;
  mentionCount: number;
  storyCount: number;
}

describe.each(testDatabases)('entities on $name', ({ open }) => {
  let t: MediaTestApp;
  let storyId: string;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.org_manager ?? '';
    storyId = await addStory(t.db, t.world.own, 'Aunt Wilhelmina');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') => (await t.call('GET', `/entities${query}`, { token })).body as { items: Listed[]; total: number };
  const save = async (paragraphs: unknown) => {
    expect((await t.call('POST', `/transcripts/${storyId}/edit`, { token, body: paragraphs })).status).toBe(200);
    await t.drain();
  };

  it('extracts the people, places, organizations and dates of a saved transcript, each at the words it is said', async () => {
    await save(FIRST);
    const { body } = await t.call('GET', `/entities/${storyId}`, { token });
    const byName = new Map((body.entities as (Listed & { mentions: unknown[] })[]).map((e) => [e.name, e]));
    expect(byName.get('Wilhelmina Stroud')).toMatchObject({ type: 'person' });
    expect(byName.get('Baltimore')).toMatchObject({
      type: 'place',
      mentionCount: 2,
      mentions: [
        { word: 8, wordCount: 1, start: 8, end: 8.5, text: 'Baltimore' },
        { word: 19, wordCount: 1, start: 27, end: 27.5, text: 'Baltimore.' },
      ],
    });
    expect(byName.get('General Motors')).toMatchObject({
      type: 'organization',
      mentions: [{ word: 16, wordCount: 2, start: 24, end: 25.5 }],
    });
    expect(byName.get('June 1951')).toMatchObject({
      type: 'date',
      mentions: [{ word: 10, wordCount: 2, start: 10, end: 11.5, text: 'June 1951.' }],
    });
    expect(body.story).toEqual({ _id: storyId, title: 'Aunt Wilhelmina', project_id: t.world.own.project });

    const places = await list('?type=place');
    expect(places.items.map((e) => [e.name, e.mentionCount, e.storyCount])).toEqual([['Baltimore', 2, 1]]);
    expect((await list('?search=motors')).items.map((e) => e.name)).toEqual(['General Motors']);
    const all = await list();
    const second = await list('?pageSize=2&page=2');
    expect(second.total).toBe(all.total);
    expect(second.items.map((e) => e._id)).toEqual(all.items.slice(2, 4).map((e) => e._id));
    expect((await list(`?organization=${t.world.own.organization.id}`)).total).toBe(all.total);
    const elsewhere = await t.call('GET', `/entities?organization=${t.world.other.organization.id}`, { token });
    expect(elsewhere.status).toBe(404);
  });

  it("keeps the archivist's rename, merge and hiding when the transcript is saved and extracted again", async () => {
    const people = (await list('?type=person')).items;
    const full = people.find((e) => e.name === 'Wilhelmina Stroud');
    const short = people.find((e) => e.name === 'Wilhelmina');
    if (!full || !short) throw new Error(`expected both names, got ${people.map((p) => p.name)}`);
    const merged = await t.call('POST', `/entities/${short._id}/merge`, { token, body: { into: full._id } });
    expect(merged.body).toMatchObject({
      _id: full._id,
      aliases: ['Wilhelmina'],
      merged: [{ _id: short._id, name: 'Wilhelmina' }],
      mentionCount: 2,
    });
    expect((await t.call('PUT', `/entities/${full._id}/name`, { token, body: { name: 'Aunt Mina' } })).body.name).toBe('Aunt Mina');
    const motors = (await list('?search=motors')).items[0];
    expect((await t.call('PUT', `/entities/${motors?._id}/hidden`, { token, body: { hidden: true } })).body.hidden).toBe(true);

    await save([...FIRST, paragraph('Edna', 'Wilhelmina never went back to Baltimore.', 40)]);
    const after = (await list()).items;
    expect(after.find((e) => e._id === full._id)).toMatchObject({ name: 'Aunt Mina', aliases: ['Wilhelmina'], mentionCount: 3 });
    expect(after.some((e) => e._id === short._id || e._id === motors?._id)).toBe(false);
    expect((await list('?search=wilhelmina')).items.map((e) => e.name)).toEqual(['Aunt Mina']);
    expect((await list('?hidden=only')).items.map((e) => e.name)).toEqual(['General Motors']);
    const story = (await t.call('GET', `/entities/${storyId}`, { token })).body.entities as (Listed & { mentions: { word: number }[] })[];
    expect(story.find((e) => e._id === full._id)?.mentions.map((m) => m.word)).toEqual([2, 13, 20]);
    expect(story.find((e) => e._id === motors?._id)?.hidden).toBe(true);
    const said = (await t.call('GET', `/entities/${full._id}/mentions`, { token })).body;
    expect(said.entity.name).toBe('Aunt Mina');
    expect(
      said.stories.map((s: { story: { title: string }; mentions: { start: number }[] }) => [s.story.title, s.mentions.map((m) => m.start)]),
    ).toEqual([['Aunt Wilhelmina', [2, 21, 40]]]);
    expect((await t.call('GET', `/entities/${short._id}/mentions`, { token })).status).toBe(404);

    expect((await t.call('PUT', `/entities/${full._id}/name`, { token, body: { name: null } })).body.name).toBe('Wilhelmina Stroud');

    expect((await t.call('POST', `/entities/${full._id}/unmerge`, { token })).status).toBe(409);
    const separated = await t.call('POST', `/entities/${short._id}/unmerge`, { token });
    expect(separated.body).toMatchObject({ _id: short._id, name: 'Wilhelmina', mentionCount: 2 });
    const apart = (await list('?type=person')).items.map((e) => [e.name, e.mentionCount, e.merged.length]);
    expect(apart).toEqual(
      expect.arrayContaining([
        ['Wilhelmina', 2, 0],
        ['Wilhelmina Stroud', 1, 0],
      ]),
    );
  });

  it('refuses a merge into itself or into a merged entity, and corrections by a project member', async () => {
    const [first] = (await list('?type=person')).items;
    if (!first) throw new Error('no person');
    const self = await t.call('POST', `/entities/${first._id}/merge`, { token, body: { into: first._id } });
    expect([self.status, self.body.error.field]).toEqual([400, 'into']);
    const user = await t.call('PUT', `/entities/${first._id}/name`, { token: t.world.tokens.user, body: { name: 'X' } });
    expect(user.status).toBe(403);
    // Core's canChangeEntities decides: the manager of one of the organization's projects may, a plain member may not.
    const pm = await t.call('PUT', `/entities/${first._id}/hidden`, { token: t.world.tokens.project_manager, body: { hidden: false } });
    expect([pm.status, pm.body.organization_code]).toEqual([200, t.world.own.organization.code]);
    const memberHides = await t.call('PUT', `/entities/${first._id}/hidden`, { token: t.world.tokens.user, body: { hidden: true } });
    expect(memberHides.status).toBe(403);
    const blank = await t.call('PUT', `/entities/${first._id}/name`, { token, body: { name: '  ' } });
    expect([blank.status, blank.body.error.field]).toEqual([400, 'name']);
    expect((await list()).items.find((e) => e._id === first._id)?.name).toBe(first.name);
  });

  it("shows another organization's entities to nobody outside it", async () => {
    const otherStory = await addStory(t.db, t.world.other, 'Elsewhere');
    const other = await buildMediaTestApp(await open(), { alongside: t });
    await other.call('POST', `/transcripts/${otherStory}/edit`, {
      token: other.world.tokens.admin,
      body: [paragraph('Sam', 'We sailed to Lisbon in 1962.', 0)],
    });
    await other.drain();
    expect((await list('?search=lisbon')).total).toBe(0);
    expect((await t.call('GET', `/entities/${otherStory}`, { token })).status).toBe(404);
    const admin = (await t.call('GET', '/entities?search=lisbon', { token: t.world.tokens.admin })).body;
    expect(admin.items.map((e: Listed) => e.name)).toEqual(['Lisbon']);
    await other.close();
  });
});

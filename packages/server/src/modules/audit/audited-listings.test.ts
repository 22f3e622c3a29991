import { join } from 'node:path';
import type { AuditEvent } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditProbe } from '../../testing/audit-probe.js';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';
import { READ_AUDIT_WINDOW_MS } from './audited-reads.js';

const FROM = '198.51.100.9';

/** Lists and search answers that sign each story's recording address: one event per answer, naming the stories. */
describe.each(testDatabases)('audited lists of recording addresses on $name', ({ open }) => {
  let t: MediaTestApp;
  let recorded: string;
  let bare: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-listed-');
    cleanup = scratch.cleanup;
    t = await buildMediaTestApp(await open());
    recorded = await addProcessedStory(t, t.world.own, await tone(join(scratch.dir, 'tone.wav'), 2), 'Harvest recorded');
    // As the processing job leaves it: an address stored, signed afresh from the rendition's key on every answer.
    await t.db.updateTable('stories').set({ archive_url: 'stored-at-processing' }).where('id', '=', recorded).execute();
    bare = await addStory(t.db, t.world.own, 'Orchard not processed');
    for (const [id, text] of [
      [recorded, 'the harvest came late'],
      [bare, 'the orchard flowered early'],
    ] as const) {
      const words = text.split(' ').map((word, i) => ({ text: word, start: i, end: i + 0.9 }));
      const saved = await t.call('POST', `/transcripts/${id}/edit`, {
        token: t.world.tokens.manager,
        body: [{ speaker: 'Ada', start: 0, end: words.length, children: [{ text, words }] }],
      });
      expect(saved.status).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const probe = auditProbe(() => t, FROM);
  const ask = async (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) => {
    const answer = await probe.ask(method, url, token, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  const listed = (account: string): Promise<AuditEvent[]> => probe.logged('recordings.listed', account);
  const later = probe.later;

  it("records a project list that gave a recording's signed address, once, naming the stories, and not a list without one", async () => {
    const reader = t.world.users.user;
    const project = t.world.own.project;
    const none = await ask('GET', `/projects/${project}/stories?search=Orchard`, t.world.tokens.user);
    expect(none.items.map((s: { _id: string }) => s._id)).toEqual([bare]);
    expect(await listed(reader.id)).toEqual([]);

    const page = await ask('GET', `/projects/${project}/stories`, t.world.tokens.user);
    expect(page.items.find((s: { _id: string }) => s._id === recorded).archiveURL).toMatch(/^http/);
    // The list asked again (a reload, the bulk download reading it) is the same answer: still one line.
    later(5_000);
    await ask('GET', `/projects/${project}/stories`, t.world.tokens.user);
    expect(await listed(reader.id)).toEqual([
      expect.objectContaining({
        outcome: 'success',
        actorId: reader.id,
        actorEmail: reader.email,
        targetType: 'project',
        targetId: project,
        address: FROM,
        details: expect.objectContaining({ count: 1, stories: recorded }),
      }),
    ]);
    later(READ_AUDIT_WINDOW_MS);
    await ask('GET', `/projects/${project}/stories`, t.world.tokens.user);
    expect(await listed(reader.id)).toHaveLength(2);
  });

  it('records a search answer that gave a recording address, and not one whose hits have none', async () => {
    const reader = t.world.users.project_manager;
    const project = t.world.own.project;
    const orchard = await ask('POST', '/weaviate/search/enriched', t.world.tokens.project_manager, {
      query: 'orchard',
      project_id: project,
    });
    expect(orchard.items.map((i: { storyId: string; mediaURL: string | null }) => [i.storyId, i.mediaURL])).toEqual([[bare, null]]);
    expect(await listed(reader.id)).toEqual([]);

    const harvest = await ask('POST', '/weaviate/search/enriched', t.world.tokens.project_manager, {
      query: 'harvest',
      project_id: project,
    });
    expect(harvest.items.map((i: { storyId: string }) => i.storyId)).toEqual([recorded]);
    expect(harvest.items[0].mediaURL).toMatch(/^http/);
    expect(await listed(reader.id)).toEqual([
      expect.objectContaining({
        targetType: 'search',
        targetId: project,
        address: FROM,
        details: expect.objectContaining({ count: 1, stories: recorded }),
      }),
    ]);
  });

  it("records the bulk upload's status answer, a folder's list and the caller's own lists the same way", async () => {
    const reader = t.world.users.manager;
    const status = await ask('POST', '/stories/status_bulk_upload', t.world.tokens.manager, {
      stories: [{ _id: bare }, { _id: recorded }],
    });
    expect(status.map((s: { story: { archiveURL: string | null } }) => Boolean(s.story.archiveURL))).toEqual([false, true]);
    const folder = await ask('POST', '/folders/create', t.world.tokens.manager, { name: 'Both', project: t.world.own.project });
    await ask('POST', '/folders/bulk_add', t.world.tokens.manager, { storiesId: [bare, recorded], foldersId: [folder._id] });
    await ask('GET', `/folders/${folder._id}/stories`, t.world.tokens.manager);
    // The interviews page's own list, and the home page's recent work (the manager made the recorded story).
    await t.db.updateTable('stories').set({ creator_id: reader.id }).where('id', '=', recorded).execute();
    await ask('GET', '/stories/', t.world.tokens.manager);
    await ask('GET', '/stories/recent', t.world.tokens.manager);
    const events = await listed(reader.id);
    // Both were written at the same moment of the test clock, so the log's order between them is by id: sort to compare.
    expect(events.map((e) => [e.targetType, e.targetId, e.details.stories]).sort()).toEqual([
      ['folder', folder._id, recorded],
      ['story_list', 'bulk_upload', recorded],
      ['story_list', 'mine', recorded],
      ['story_list', 'recent', recorded],
    ]);
  });
});

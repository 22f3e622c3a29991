import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concludeBody } from '../../testing/conclude-route-cases.js';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

describe.each(testDatabases)('conclude with export_to_permanent_org on $name', ({ open }) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the archival package with the concluded title and answers its manifest', async () => {
    const storyId = await addStory(t.db, t.world.own, 'Before');
    const body = { ...concludeBody(storyId, t.world.own.folder), export_to_permanent_org: true };
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: t.world.tokens.project_manager, body });
    expect(answer.status).toBe(200);
    const folder = join(t.dataDir, 'exports', storyId);
    expect(JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'))).toEqual(answer.body.export);
    const metadata = JSON.parse(await readFile(join(folder, 'metadata.json'), 'utf8'));
    expect(JSON.stringify(metadata)).toContain('"Concluded"');
  });
});

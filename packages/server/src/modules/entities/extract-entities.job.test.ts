import type { Paragraph } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/job-handler.js';
import type { NamedEntity } from '../../ports/entity-extractor.port.js';
import { buildMediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';
import { writeTranscript } from '../transcripts/transcript-store.js';
import { extractEntitiesJob } from './extract-entities.job.js';

const line = (text: string): Paragraph[] => [
  { speaker: 'A', start: 0, end: 9, children: [{ text, words: text.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 })) }] },
];

describe.each(testDatabases)('the entity job on $name', ({ open }) => {
  it('reads the transcript again when it was saved while the entities were being found', async () => {
    const t = await buildMediaTestApp(await open());
    const storyId = await addStory(t.db, t.world.own, 'Moving target');
    await writeTranscript(t.db, storyId, line('we lived in Lisbon'), 'edit', new Date('2024-01-01T00:00:00Z'));
    const read: string[] = [];
    const extractor = {
      name: 'scripted',
      async extract(paragraphs: readonly string[]): Promise<NamedEntity[]> {
        read.push(paragraphs.join(' '));
        // The archivist saves a correction while the first reading is being worked on.
        if (read.length === 1)
          await writeTranscript(t.db, storyId, line('then we moved to Porto'), 'edit', new Date('2024-01-02T00:00:00Z'));
        return [
          { type: 'place', name: 'Lisbon', phrases: [] },
          { type: 'place', name: 'Porto', phrases: [] },
        ];
      },
    };
    const result = await extractEntitiesJob({ db: t.db, extractor })({ storyId }, {} as JobContext);
    expect(result).toMatchObject({ entities: 1, mentions: 1, rounds: 2 });
    expect(read).toEqual(['we lived in Lisbon', 'then we moved to Porto']);
    const { body } = await t.call('GET', `/entities/${storyId}`, { token: t.world.tokens.admin });
    expect(body.entities.map((e: { name: string; mentions: { word: number }[] }) => [e.name, e.mentions.map((m) => m.word)])).toEqual([
      ['Porto', [4]],
    ]);
    await t.close();
  }, 120_000);
});

import type { AuthoringDraftEntry, AuthoringDraftStore } from '@storykeep/core';
import { describe, expect, it } from 'vitest';

const entry = (id: string, data: unknown): AuthoringDraftEntry => ({ id, timestamp: '2024-05-01T12:00:00.000Z', data });

/** The behaviour every AuthoringDraftStore must have; `create` gives a fresh, empty store. */
export function describeAuthoringDraftStoreContract(name: string, create: () => AuthoringDraftStore): void {
  describe(`AuthoringDraftStore contract: ${name}`, () => {
    it('keeps one draft per story and kind, apart from the other kind', async () => {
      const store = create();
      await store.put('transcripts', entry('s1', { paragraphs: [{ speaker: 'A' }] }));
      await store.put('indexes', entry('s1', [{ title: 'Intro' }]));
      await store.put('transcripts', entry('s1', { paragraphs: [] }));
      expect(await store.get('transcripts', 's1')).toEqual(entry('s1', { paragraphs: [] }));
      expect(await store.get('indexes', 's1')).toEqual(entry('s1', [{ title: 'Intro' }]));
      expect(await store.get('transcripts', 's2')).toBeUndefined();
    });

    it('deletes a draft of one kind only', async () => {
      const store = create();
      await store.put('transcripts', entry('s1', 1));
      await store.put('indexes', entry('s1', 2));
      await store.delete('transcripts', 's1');
      await store.delete('transcripts', 'never-stored');
      expect(await store.get('transcripts', 's1')).toBeUndefined();
      expect(await store.get('indexes', 's1')).toEqual(entry('s1', 2));
    });

    it('stores a copy: changing the saved object afterwards changes nothing stored', async () => {
      const store = create();
      const data = { paragraphs: ['a'] };
      await store.put('transcripts', entry('s1', data));
      data.paragraphs.push('b');
      expect((await store.get('transcripts', 's1'))?.data).toEqual({ paragraphs: ['a'] });
    });
  });
}

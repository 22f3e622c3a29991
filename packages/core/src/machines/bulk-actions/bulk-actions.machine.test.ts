import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, SimulatedClock } from 'xstate';
import type { Story } from '../../model/story.schema.js';
import type { AnalyticsEvent } from '../../ports/analytics.port.js';
import { BULK_DOWNLOAD_GAP_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import { flush } from '../testing/flush.js';
import { bulkActionsMachine } from './bulk-actions.machine.js';

const story = (id: string): Story => ({ _id: id, title: `Story ${id}`, created_at: '2024-05-01T12:00:00.000Z' });

interface Fakes {
  failing?: Set<string>;
  hasClips?: boolean;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const notices: Notice[] = [];
  const tracked: AnalyticsEvent[] = [];
  const reported: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const perStory = (kind: string) =>
    fromPromise(async ({ input }: { input: { story: Story } }) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      log.push(`${kind}:${input.story._id}`);
      await Promise.resolve();
      running -= 1;
      if (fakes.failing?.has(input.story._id)) throw new Error(`${kind} failed`);
    });
  const machine = bulkActionsMachine.provide({
    actors: {
      deleteStory: perStory('delete'),
      downloadStory: perStory('download'),
      checkClips: fromPromise(async () => fakes.hasClips ?? false),
      refreshLists: fromPromise(async () => {
        log.push('refresh');
      }),
    },
    actions: {
      notify: (_, notice) => notices.push(notice),
      track: (_, event) => tracked.push(event),
      reportDownloadFailure: (_, { storyId }) => reported.push(storyId),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, log, notices, tracked, reported, maxRunning: () => maxRunning };
}

function select(actor: ReturnType<typeof start>['actor'], ids: string[]) {
  for (const id of ids) actor.send({ type: 'bulk.toggle', story: story(id) });
}

describe('bulkActionsMachine selection', () => {
  it('toggles stories in and out and clears the list', () => {
    const initial = createActor(bulkActionsMachine).getSnapshot();
    const a = getNextSnapshot(bulkActionsMachine, initial, { type: 'bulk.toggle', story: story('a') });
    const ab = getNextSnapshot(bulkActionsMachine, a, { type: 'bulk.toggle', story: story('b') });
    expect(ab.context.selected.map((s) => s._id)).toEqual(['a', 'b']);
    const b = getNextSnapshot(bulkActionsMachine, ab, { type: 'bulk.toggle', story: story('a') });
    expect(b.context.selected.map((s) => s._id)).toEqual(['b']);
    expect(getNextSnapshot(bulkActionsMachine, ab, { type: 'bulk.clear' }).context.selected).toEqual([]);
  });

  it('selects exactly the stories toggled an odd number of times', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 }), (toggles) => {
        let snapshot = createActor(bulkActionsMachine).getSnapshot();
        for (const id of toggles) snapshot = getNextSnapshot(bulkActionsMachine, snapshot, { type: 'bulk.toggle', story: story(id) });
        const odd = ['a', 'b', 'c', 'd'].filter((id) => toggles.filter((t) => t === id).length % 2 === 1);
        expect(snapshot.context.selected.map((s) => s._id).sort()).toEqual(odd);
      }),
    );
  });

  it('offers no delete or download without a selection', () => {
    const initial = createActor(bulkActionsMachine).getSnapshot();
    expect(getNextSnapshot(bulkActionsMachine, initial, { type: 'bulk.delete.open' }).value).toBe('idle');
    expect(getNextSnapshot(bulkActionsMachine, initial, { type: 'bulk.download' }).value).toBe('idle');
  });
});

describe('bulkActionsMachine delete', () => {
  it('deletes only once the typed text is exactly DELETE', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== 'DELETE'),
        (typed) => {
          let snapshot = createActor(bulkActionsMachine).getSnapshot();
          snapshot = getNextSnapshot(bulkActionsMachine, snapshot, { type: 'bulk.toggle', story: story('a') });
          snapshot = getNextSnapshot(bulkActionsMachine, snapshot, { type: 'bulk.delete.open' });
          snapshot = getNextSnapshot(bulkActionsMachine, snapshot, { type: 'bulk.delete.type', text: typed });
          expect(getNextSnapshot(bulkActionsMachine, snapshot, { type: 'bulk.delete.confirm' }).value).toBe('confirmingDelete');
        },
      ),
    );
  });

  it('notes associated clips in the confirmation', async () => {
    const { actor } = start({ hasClips: true });
    select(actor, ['a']);
    actor.send({ type: 'bulk.delete.open' });
    await flush();
    expect(actor.getSnapshot().context.hasClips).toBe(true);
  });

  it('deletes one by one, refreshes the lists, clears the selection and reports the result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (outcomes) => {
        const ids = outcomes.map((_, i) => `s${i}`);
        const failing = new Set(ids.filter((_, i) => !outcomes[i]));
        const { actor, log, notices, tracked, maxRunning } = start({ failing });
        select(actor, ids);
        actor.send({ type: 'bulk.delete.open' });
        actor.send({ type: 'bulk.delete.type', text: 'DELETE' });
        actor.send({ type: 'bulk.delete.confirm' });
        for (let i = 0; i < ids.length + 2; i += 1) await flush();
        expect(log).toEqual([...ids.map((id) => `delete:${id}`), 'refresh']);
        expect(maxRunning()).toBe(1);
        expect(actor.getSnapshot().value).toBe('idle');
        expect(actor.getSnapshot().context.selected).toEqual([]);
        const expected =
          failing.size === 0
            ? 'Interviews deleted successfully'
            : failing.size === ids.length
              ? 'Error deleting interviews'
              : `Error deleting ${failing.size} interview(s). Please try again.`;
        expect(notices.map((n) => n.text)).toEqual([expected]);
        expect(tracked).toEqual([{ name: 'bulk_delete_stories', params: { count: ids.length } }]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('bulkActionsMachine download', () => {
  it('starts downloads one after another with a pause between them', async () => {
    const { actor, clock, log, notices } = start();
    select(actor, ['a', 'b', 'c']);
    actor.send({ type: 'bulk.download' });
    await flush();
    expect(log).toEqual(['download:a']);
    clock.increment(BULK_DOWNLOAD_GAP_MS - 1);
    await flush();
    expect(log).toEqual(['download:a']);
    clock.increment(1);
    await flush();
    expect(log).toEqual(['download:a', 'download:b']);
    clock.increment(BULK_DOWNLOAD_GAP_MS);
    await flush();
    expect(log).toEqual(['download:a', 'download:b', 'download:c']);
    expect(notices).toEqual([{ text: 'Interviews are being downloaded', intent: 'success' }]);
    expect(actor.getSnapshot().context.selected).toHaveLength(3);
  });

  it.each([
    [['a'], ['a', 'b'], 'Error starting download for 1 interview(s). Please try again.'],
    [['a', 'b'], ['a', 'b'], 'Error downloading interviews'],
  ])('reports each failed download with its story id (%j of %j)', async (failing, ids, message) => {
    const { actor, clock, notices, reported } = start({ failing: new Set(failing) });
    select(actor, ids);
    actor.send({ type: 'bulk.download' });
    for (const _ of ids) {
      await flush();
      clock.increment(BULK_DOWNLOAD_GAP_MS);
    }
    await flush();
    expect(reported).toEqual(failing);
    expect(notices.map((n) => n.text)).toEqual([message]);
  });
});

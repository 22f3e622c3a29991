import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Clip } from '../../model/clip.schema.js';
import { CLIP_READINESS_MAX_ATTEMPTS, CLIP_READINESS_RETRY_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { clipReadinessMachine, isClipReady } from './clip-readiness.machine.js';

const clip: Clip = { _id: 'c1', title: 'Looms', start: 1, end: 4, tags: [], created_at: '2024-05-01T12:00:00.000Z' };
const rendered: Clip = { ...clip, thumbnailURL: 'http://media.test/c1.jpg', archiveURL: 'http://media.test/c1.mp4' };

function start(first: Clip, answers: (Clip | Error)[]) {
  const clock = new SimulatedClock();
  const reads: string[] = [];
  const actor = createActor(
    clipReadinessMachine.provide({
      actors: {
        readClip: fromPromise(async ({ input }: { input: { storyId: string; clipId: string } }) => {
          reads.push(`${input.storyId}/${input.clipId}`);
          const answer = answers.shift() ?? first;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { storyId: 's1', clip: first }, clock },
  );
  actor.start();
  const tick = async () => {
    clock.increment(CLIP_READINESS_RETRY_MS);
    await flush();
  };
  return { actor, reads, tick, clock };
}

describe('clipReadinessMachine', () => {
  it('is ready at once for a clip that already has its thumbnail and media', () => {
    const { actor, reads } = start(rendered, []);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(reads).toEqual([]);
  });

  it('reads again every 5 s, not sooner, until the clip has both addresses', async () => {
    const { actor, reads, tick, clock } = start(clip, [{ ...clip, thumbnailURL: 'http://media.test/c1.jpg' }, rendered]);
    clock.increment(CLIP_READINESS_RETRY_MS - 1);
    await flush();
    expect(reads).toEqual([]);
    clock.increment(1);
    await flush();
    expect(reads).toEqual(['s1/c1']);
    expect(actor.getSnapshot().value).toBe('waiting');
    await tick();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.clip.archiveURL).toBe('http://media.test/c1.mp4');
    expect(reads).toHaveLength(2);
  });

  it('gives up after the tenth read, counting failed reads', async () => {
    const { actor, reads, tick } = start(clip, [new Error('offline')]);
    for (let i = 0; i < CLIP_READINESS_MAX_ATTEMPTS + 3; i++) await tick();
    expect(reads).toHaveLength(CLIP_READINESS_MAX_ATTEMPTS);
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('tells a rendered clip by both addresses', () => {
    expect(isClipReady(rendered)).toBe(true);
    expect(isClipReady({ ...rendered, archiveURL: null })).toBe(false);
    expect(isClipReady({ ...rendered, thumbnailURL: undefined })).toBe(false);
  });
});

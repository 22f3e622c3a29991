import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { PART_PROGRESS_THROTTLE_MS, UPLOAD_PART_SIZE_BYTES } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { uploadFakes } from '../testing/upload-fakes.js';
import { fileUploadMachine } from './file-upload.machine.js';
import type { FileUploadEvent, UploadPartInput } from './file-upload.types.js';

const file = { name: 'interview.mp4', size: 2 * UPLOAD_PART_SIZE_BYTES, type: 'video/mp4' };
const MiB = 1_048_576;

/** A file upload whose part PUTs the test drives by hand, on a simulated clock, recording each progress shown. */
function start() {
  const clock = new SimulatedClock();
  const { actors } = uploadFakes();
  let send: ((event: FileUploadEvent) => void) | null = null;
  const uploadPart = fromCallback<FileUploadEvent, UploadPartInput>(({ sendBack }) => {
    send = sendBack;
  });
  const shown: string[] = [];
  const reports: string[] = [];
  const batch = createActor(
    fromCallback(({ receive }) => {
      receive((event: { type: string }) => reports.push(event.type));
    }),
  ).start();
  const actor = createActor(fileUploadMachine.provide({ actors: { ...actors, uploadPart } }), {
    clock,
    input: { id: 'f', file, target: { projectId: 'p1', folderIds: [] }, reportTo: batch },
  });
  actor.subscribe((s) => {
    const p = s.context.uploadProgress;
    if (p !== undefined && shown.at(-1) !== p) shown.push(p);
  });
  actor.start();
  const progress = (mib: number) => send?.({ type: 'part.progress', loaded: mib * MiB });
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, shown, reports, progress, tick, send: (e: FileUploadEvent) => send?.(e) };
}

describe('fileUploadMachine progress', () => {
  it('shows a part’s progress at most once per 2.5 s: the first at once, then the newest held back', async () => {
    const world = start();
    world.actor.send({ type: 'upload.start' });
    await flush();
    world.progress(5);
    world.progress(10);
    world.progress(15);
    expect(world.shown).toEqual(['1', '5']);
    expect(world.reports).toEqual(['file.progress']);
    await world.tick(PART_PROGRESS_THROTTLE_MS - 1);
    expect(world.shown).toEqual(['1', '5']);
    await world.tick(1);
    expect(world.shown).toEqual(['1', '5', '15']);
    expect(world.reports).toEqual(['file.progress', 'file.progress']);
    // Nothing heard meanwhile: the next report goes through at once.
    await world.tick(PART_PROGRESS_THROTTLE_MS);
    world.progress(20);
    expect(world.shown.at(-1)).toBe('20');
    expect(world.reports).toHaveLength(3);
  });

  it('never holds back a part’s end nor the last part’s 100 %', async () => {
    const world = start();
    world.actor.send({ type: 'upload.start' });
    await flush();
    world.progress(10);
    world.progress(45);
    world.send({ type: 'part.done' });
    await flush();
    expect(world.shown).toEqual(['1', '10', '50']);
    world.progress(60);
    world.progress(99);
    world.send({ type: 'part.done' });
    await flush();
    expect(world.shown.at(-1)).toBe('100');
    // The progress held from the finished part does not come back after it.
    await world.tick(PART_PROGRESS_THROTTLE_MS);
    expect(world.shown.at(-1)).toBe('100');
  });

  it('never holds back a failure', async () => {
    const world = start();
    world.actor.send({ type: 'upload.start' });
    await flush();
    world.progress(10);
    world.progress(20);
    world.send({ type: 'part.failed', error: new Error('HTTP 500') });
    await flush();
    expect(world.actor.getSnapshot().value).toBe('failed');
    expect(world.shown.at(-1)).toBe('FAILED');
    await world.tick(PART_PROGRESS_THROTTLE_MS);
    expect(world.shown.at(-1)).toBe('FAILED');
  });
});

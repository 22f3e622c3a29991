import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS, UPLOAD_PART_SIZE_BYTES } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { type PartBehaviour, uploadFakes } from '../testing/upload-fakes.js';
import { fileUploadMachine } from './file-upload.machine.js';
import { storyUploadFields } from './file-upload-progress.js';

const file = { name: 'interview.mp4', size: 2 * UPLOAD_PART_SIZE_BYTES + 1000, type: 'video/mp4' };
const target = { projectId: 'p1', folderIds: ['f1'] };

function start(options: Parameters<typeof uploadFakes>[0] = {}) {
  const clock = new SimulatedClock();
  const { actors, log } = uploadFakes(options);
  const progress: string[] = [];
  const actor = createActor(fileUploadMachine.provide({ actors }), { clock, input: { id: 'f', file, target } });
  actor.subscribe((s) => {
    const p = s.context.uploadProgress;
    if (p !== undefined && progress.at(-1) !== p) progress.push(p);
  });
  actor.start();
  return { actor, clock, log, progress };
}

describe('fileUploadMachine', () => {
  it('uploads the parts in order and completes once the story has a thumbnail, checked 8 s after the last part', async () => {
    const { actor, clock, log, progress } = start({ thumbnailAfterChecks: 2 });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(storyUploadFields(actor.getSnapshot().context).uploadProgress).toBeUndefined();
    actor.send({ type: 'upload.start' });
    await flush();
    expect(log.filter((l) => !l.startsWith('stop'))).toEqual([
      'start:3',
      'put:1:https://s3/story-1/1',
      'put:2:https://s3/story-1/2',
      'put:3:https://s3/story-1/3',
      'complete:story-1',
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ uploadedPartCount: 3, complete: false });
    clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS - 1);
    await flush();
    expect(log).not.toContain('check:story-1');
    clock.increment(1);
    await flush();
    expect(log.filter((l) => l.startsWith('check'))).toHaveLength(1);
    expect(actor.getSnapshot().context.complete).toBe(false);
    clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(storyUploadFields(actor.getSnapshot().context)).toEqual({
      uploadProgress: '100',
      uploadedPartCount: 3,
      complete: true,
      needToDelete: false,
    });
    expect(progress[0]).toBe('1');
    const numbers = progress.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.every((n) => n >= 1 && n <= 100)).toBe(true);
  });

  it('fails the file on a failed part, then resumes from the parts the server has', async () => {
    let failSecond = true;
    const behaviour = (n: number): PartBehaviour => (n === 2 && failSecond ? 'fail' : 'ok');
    const { actor, log } = start({ behaviour, received: [1] });
    actor.send({ type: 'upload.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.uploadProgress).toBe('FAILED');
    failSecond = false;
    log.length = 0;
    actor.send({ type: 'upload.resume' });
    await flush();
    expect(log.filter((l) => !l.startsWith('stop'))).toEqual([
      'list',
      'put:2:https://s3/story-1/2',
      'put:3:https://s3/story-1/3',
      'complete:story-1',
    ]);
    expect(actor.getSnapshot().context.uploadedPartCount).toBe(3);
  });

  it('on cancel marks needToDelete, stops the part in flight, and cannot be resumed', async () => {
    const { actor, log } = start({ behaviour: (n) => (n === 2 ? 'hang' : 'ok') });
    actor.send({ type: 'upload.start' });
    await flush();
    actor.send({ type: 'upload.cancel' });
    expect(log).toContain('stop:2');
    expect(storyUploadFields(actor.getSnapshot().context)).toMatchObject({
      uploadProgress: 'FAILED',
      needToDelete: true,
      uploadedPartCount: 1,
    });
    actor.send({ type: 'upload.resume' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('on removal deletes a complete story', async () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'upload.start' });
    await flush();
    clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS);
    await flush();
    actor.send({ type: 'upload.remove' });
    await flush();
    expect(log.at(-1)).toBe('delete:story-1');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on removal only drops a file locally when no part was uploaded', async () => {
    const { actor, log } = start({ behaviour: () => 'fail' });
    actor.send({ type: 'upload.start' });
    await flush();
    actor.send({ type: 'upload.remove' });
    await flush();
    expect(log.some((l) => l.startsWith('delete'))).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on removal deletes the story of a partly uploaded, cancelled file', async () => {
    const { actor, log } = start({ behaviour: (n) => (n === 2 ? 'hang' : 'ok') });
    actor.send({ type: 'upload.start' });
    await flush();
    actor.send({ type: 'upload.cancel' });
    actor.send({ type: 'upload.remove' });
    await flush();
    expect(log.at(-1)).toBe('delete:story-1');
  });
});

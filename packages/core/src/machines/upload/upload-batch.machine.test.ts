import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS, UPLOAD_SUCCESS_MESSAGE_DELAY_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import { flush } from '../testing/flush.js';
import { type PartBehaviour, uploadFakes } from '../testing/upload-fakes.js';
import { fileUploadMachine } from './file-upload.machine.js';
import { uploadBatchMachine, uploadSummary } from './upload-batch.machine.js';

const target = { projectId: 'p1', folderIds: [] };
const small = (name: string) => ({ name, size: 1000, type: 'video/mp4' });

function start(behaviour?: (partNumber: number) => PartBehaviour) {
  const clock = new SimulatedClock();
  const { actors, log } = uploadFakes({ behaviour });
  const notices: Notice[] = [];
  const machine = uploadBatchMachine.provide({
    actors: { fileUpload: fileUploadMachine.provide({ actors }) },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  const actor = createActor(machine, { clock }).start();
  const settle = async () => {
    await flush();
    clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS);
    await flush();
  };
  return { actor, clock, log, notices, settle };
}

describe('uploadBatchMachine', () => {
  it('uploads files one at a time, counts them, and shows the summary 10 s after the last', async () => {
    const { actor, clock, log, notices, settle } = start();
    actor.send({ type: 'upload.addFiles', files: ['a', 'b', 'c'].map((id) => ({ id, file: small(`${id}.mp4`) })), target });
    expect(actor.getSnapshot().context).toMatchObject({ total: 3, current: 0, completed: 0, uploading: true });
    await flush();
    expect(log.filter((l) => l.startsWith('start'))).toHaveLength(1);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, completed: 1, uploading: true });
    await settle();
    await settle();
    expect(log.filter((l) => l.startsWith('start')).length).toBe(3);
    expect(actor.getSnapshot().context).toMatchObject({ total: 3, current: 3, completed: 3, uploading: false });
    clock.increment(UPLOAD_SUCCESS_MESSAGE_DELAY_MS - 1);
    expect(notices).toEqual([]);
    clock.increment(1);
    expect(notices).toEqual([{ text: 'all files upload correctly!', intent: 'success' }]);
  });

  it('never starts a file while another is uploading', async () => {
    const { actor, log, settle } = start();
    actor.send({ type: 'upload.addFiles', files: [{ id: 'a', file: small('a') }], target });
    actor.send({ type: 'upload.addFiles', files: [{ id: 'b', file: small('b') }], target });
    await flush();
    expect(log.filter((l) => l.startsWith('start'))).toHaveLength(1);
    await settle();
    await flush();
    expect(log.filter((l) => l.startsWith('start'))).toHaveLength(2);
  });

  it('counts failed files as finished but not completed, and can resume them', async () => {
    let failing = true;
    const { actor, clock, notices, settle } = start(() => (failing ? 'fail' : 'ok'));
    actor.send({ type: 'upload.addFiles', files: [{ id: 'a', file: small('a') }], target });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, completed: 0, uploading: false });
    failing = false;
    actor.send({ type: 'upload.resume', id: 'a' });
    expect(actor.getSnapshot().context).toMatchObject({ current: 0, uploading: true });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, completed: 1, uploading: false });
    clock.increment(UPLOAD_SUCCESS_MESSAGE_DELAY_MS);
    expect(notices.map((n) => n.text)).toEqual(['all files upload correctly!']);
  });

  it('drops a removed file from the counts', async () => {
    const { actor, settle } = start(() => 'fail');
    actor.send({ type: 'upload.addFiles', files: ['a', 'b'].map((id) => ({ id, file: small(id) })), target });
    await settle();
    await settle();
    actor.send({ type: 'upload.remove', id: 'a' });
    await flush();
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['b']);
    expect(actor.getSnapshot().context).toMatchObject({ total: 1, current: 1 });
  });

  it('summarises how many files made it when some failed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (total, c) => {
        const completed = Math.min(c, total);
        const { text } = uploadSummary(completed, total);
        expect(text).toBe(completed === total ? 'all files upload correctly!' : `${completed} files have been uploaded!`);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { FakeRecordingApi } from '../../testing/fake-recording-api.js';
import { RECORDING_CHECK_INTERVAL_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { recordingChoiceMachine, shownVideoChoice } from './recording-choice.machine.js';

function start(poll: boolean) {
  const api = new FakeRecordingApi();
  let reads = 0;
  const clock = new SimulatedClock();
  const machine = recordingChoiceMachine.provide({
    actors: {
      check: fromPromise(({ input }) => {
        reads += 1;
        return api.checkRecording(input.storyId);
      }),
      update: fromPromise(({ input }) => api.updateRecording(input.storyId, input.videoParticipants)),
    },
  });
  const actor = createActor(machine, { input: { storyId: 's-1', poll }, clock }).start();
  return { api, actor, clock, reads: () => reads };
}

describe('recordingChoiceMachine', () => {
  it('reads the recording again every interval while polling, and once otherwise', async () => {
    const polling = start(true);
    await flush();
    expect(polling.reads()).toBe(1);
    polling.clock.increment(RECORDING_CHECK_INTERVAL_MS - 1);
    await flush();
    expect(polling.reads()).toBe(1);
    polling.clock.increment(1);
    await flush();
    expect(polling.reads()).toBe(2);
    const once = start(false);
    await flush();
    once.clock.increment(RECORDING_CHECK_INTERVAL_MS * 3);
    await flush();
    expect(once.reads()).toBe(1);
  });

  it('saves a choice, shows it while saving, and keeps the stored one when the save fails', async () => {
    const t = start(false);
    await flush();
    expect(shownVideoChoice(t.actor.getSnapshot().context)).toEqual({ videoParticipants: [], made: false });
    t.actor.send({ type: 'recordingChoice.set', videoParticipants: [{ id: 'u-1', name: 'Manny' }] });
    expect(shownVideoChoice(t.actor.getSnapshot().context)).toEqual({ videoParticipants: [{ id: 'u-1', name: 'Manny' }], made: true });
    await flush();
    expect(t.api.updates).toEqual([{ storyId: 's-1', videoParticipants: [{ id: 'u-1', name: 'Manny' }] }]);
    expect(t.actor.getSnapshot().context.recording?.videoParticipants).toEqual([{ id: 'u-1', name: 'Manny' }]);

    t.api.failNextUpdate = 500;
    t.actor.send({ type: 'recordingChoice.set', videoParticipants: [] });
    await flush();
    const context = t.actor.getSnapshot().context;
    expect(context.saveFailed).toBe(true);
    expect(shownVideoChoice(context).videoParticipants).toEqual([{ id: 'u-1', name: 'Manny' }]);
    t.actor.send({ type: 'recordingChoice.dismissError' });
    expect(t.actor.getSnapshot().context.saveFailed).toBe(false);
  });
});

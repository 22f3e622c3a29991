import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, SimulatedClock } from 'xstate';
import type { AsyncOperation } from '../../model/async-task.schema.js';
import type { Story } from '../../model/story.schema.js';
import type { NotificationContent } from '../../ports/browser-notifications.port.js';
import { STORY_POLL_ADVANCED_MS, STORY_POLL_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import { flush } from '../testing/flush.js';
import { type OpenedStory, storyTasksMachine, type TranscriptAndIndexes } from './story-tasks.machine.js';

const story = (operations: AsyncOperation[], extra: Partial<Story> = {}): Story => ({
  _id: 's1',
  title: 'Interview',
  created_at: '2024-05-01T12:00:00.000Z',
  asyncOperations: operations,
  ...extra,
});

function start(answers: (Story | Error)[]) {
  const clock = new SimulatedClock();
  const fetched: string[] = [];
  const loads: string[] = [];
  const notices: Notice[] = [];
  const browser: NotificationContent[] = [];
  const machine = storyTasksMachine.provide({
    actors: {
      fetchStory: fromPromise(async ({ input }: { input: { storyId: string } }) => {
        fetched.push(input.storyId);
        const answer = answers.shift();
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
      loadTranscriptAndIndexes: fromPromise(async ({ input }: { input: { storyId: string } }): Promise<TranscriptAndIndexes> => {
        loads.push(input.storyId);
        return { transcript: { paragraphs: [] }, indexes: [] };
      }),
    },
    actions: {
      notify: (_, notice) => notices.push(notice),
      notifyBrowser: (_, content) => browser.push(content),
    },
  });
  const actor = createActor(machine, { clock, input: { storyId: 's1' } }).start();
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, fetched, loads, notices, browser, tick };
}

describe('storyTasksMachine', () => {
  it('does not poll a story without pending operations', () => {
    const initial = createActor(storyTasksMachine, { input: { storyId: 's1' } }).getSnapshot();
    const done = story([{ type: 'transcribe', status: 'completed' }]);
    expect(getNextSnapshot(storyTasksMachine, initial, { type: 'storyTasks.loaded', story: done }).value).toBe('idle');
    const running = story([{ type: 'transcode', status: 'pending_mux' }]);
    expect(getNextSnapshot(storyTasksMachine, initial, { type: 'storyTasks.loaded', story: running }).value).toBe('waiting');
  });

  it('polls every 5 s while operations are pending', async () => {
    const pending = story([{ type: 'transcode', status: 'pending' }]);
    const { actor, fetched, tick } = start([pending, pending]);
    actor.send({ type: 'storyTasks.loaded', story: pending });
    await tick(STORY_POLL_MS - 1);
    expect(fetched).toHaveLength(0);
    await tick(1);
    expect(fetched).toEqual(['s1']);
    await tick(STORY_POLL_MS);
    expect(fetched).toHaveLength(2);
  });

  it('polls every 60 s while an advanced transcription runs', async () => {
    const advanced = story([{ type: 'transcribe', status: 'pending', mode: 'advanced' }]);
    const { actor, fetched, tick } = start([advanced]);
    actor.send({ type: 'storyTasks.loaded', story: advanced });
    await tick(STORY_POLL_MS);
    expect(fetched).toHaveLength(0);
    await tick(STORY_POLL_ADVANCED_MS - STORY_POLL_MS);
    expect(fetched).toHaveLength(1);
  });

  it('updates the story only when the set of pending types changes, dropping prepsession', async () => {
    const first = story([{ type: 'transcode', status: 'pending' }]);
    const sameTypes = story([{ type: 'transcode', status: 'pending_mux' }], { title: 'Renamed' });
    const changed = story(
      [
        { type: 'transcode', status: 'completed' },
        { type: 'thumbnail', status: 'pending' },
      ],
      { title: 'New', prepsession: 'p1' },
    );
    const { actor, tick } = start([sameTypes, changed]);
    actor.send({ type: 'storyTasks.loaded', story: first });
    await tick(STORY_POLL_MS);
    expect(actor.getSnapshot().context.story).toBe(first);
    await tick(STORY_POLL_MS);
    const updated = actor.getSnapshot().context.story;
    expect(updated?.title).toBe('New');
    expect(updated).not.toHaveProperty('prepsession');
  });

  it('turns pending operations into unknown ones when a poll fails, and stops polling', async () => {
    const pending = story([
      { type: 'transcode', status: 'pending' },
      { type: 'transcribe', status: 'failed' },
    ]);
    const { actor, fetched, tick } = start([new Error('offline')]);
    actor.send({ type: 'storyTasks.loaded', story: pending });
    await tick(STORY_POLL_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.story?.asyncOperations?.map((o) => o.status)).toEqual(['unknown', 'failed']);
    await tick(STORY_POLL_MS * 3);
    expect(fetched).toHaveLength(1);
  });

  it('loads the transcript and indexes and tells the user when a transcription completes', async () => {
    const running = story([{ type: 'transcribe', status: 'pending' }], { transcript: 'pending' });
    const finished = story([{ type: 'transcribe', status: 'completed' }], { transcript: 'completed' });
    const { actor, loads, notices, browser, tick } = start([finished]);
    actor.send({ type: 'storyTasks.loaded', story: running });
    await tick(STORY_POLL_MS);
    expect(loads).toEqual(['s1']);
    expect(notices).toEqual([{ text: 'Transcription Completed!', intent: 'success' }]);
    expect(browser).toHaveLength(1);
    expect(browser[0]?.title).toBe('Transcription Completed!');
    expect(actor.getSnapshot().context.transcript).toEqual({ paragraphs: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does not load the transcript while the story transcript status is not completed', async () => {
    const running = story([{ type: 'transcribe', status: 'pending' }], { transcript: 'pending' });
    const finishing = story([{ type: 'transcribe', status: 'completed' }], { transcript: 'pending_mux' });
    const { actor, loads, notices, tick } = start([finishing]);
    actor.send({ type: 'storyTasks.loaded', story: running });
    await tick(STORY_POLL_MS);
    expect(loads).toEqual([]);
    expect(notices).toEqual([]);
  });
});

describe('storyTasksMachine opening the story itself', () => {
  function opening(opened: () => Promise<OpenedStory>, polls: Story[] = []) {
    const clock = new SimulatedClock();
    const fetched: string[] = [];
    const machine = storyTasksMachine.provide({
      actors: {
        openStory: fromPromise(opened),
        fetchStory: fromPromise(async ({ input }: { input: { storyId: string } }) => {
          fetched.push(input.storyId);
          const answer = polls.shift();
          if (!answer) throw new Error('no answer');
          return answer;
        }),
        loadTranscriptAndIndexes: fromPromise(async (): Promise<TranscriptAndIndexes> => ({ transcript: { paragraphs: [] }, indexes: [] })),
      },
    });
    const actor = createActor(machine, { clock, input: { storyId: 's1', open: true } }).start();
    return { actor, clock, fetched };
  }

  it('opens the story, then follows its pending tasks from that one answer', async () => {
    const running = story([{ type: 'transcribe', status: 'pending' }], { transcript: 'pending' });
    const { actor, clock, fetched } = opening(
      async () => ({ story: running, transcript: null, indexes: [] }),
      [story([{ type: 'transcribe', status: 'completed' }], { transcript: 'completed' })],
    );
    expect(actor.getSnapshot().value).toBe('opening');
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.story).toEqual(running);
    expect(fetched).toEqual([]);
    clock.increment(STORY_POLL_MS);
    await flush();
    expect(fetched).toEqual(['s1']);
    await flush();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.story?.transcript]).toEqual(['idle', 'completed']);
    expect(actor.getSnapshot().context.transcript).toEqual({ paragraphs: [] });
  });

  it('stops at openFailed when the story cannot be opened, and never polls', async () => {
    const { actor, clock, fetched } = opening(async () => {
      throw new Error('offline');
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('openFailed');
    clock.increment(STORY_POLL_MS * 3);
    await flush();
    expect(fetched).toEqual([]);
  });

  it('without open, waits for the page to hand the story over', () => {
    expect(
      createActor(storyTasksMachine, { input: { storyId: 's1' } })
        .start()
        .getSnapshot().value,
    ).toBe('idle');
  });
});

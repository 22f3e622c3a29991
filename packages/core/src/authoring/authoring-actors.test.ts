import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { flush } from '../machines/testing/flush.js';
import { FakeAuthoringDraftStore } from '../testing/fake-authoring-draft-store.js';
import { FakeClock } from '../testing/fake-clock.js';
import { FakeStoryApi } from '../testing/fake-story-api.js';
import { FakeTranscriptApi } from '../testing/fake-transcript-api.js';
import { FakeTranscriptVersionApi } from '../testing/fake-transcript-version-api.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { paragraphText } from '../transcript/tokens.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import { authoringMachine } from './authoring.machine.js';
import { authoringActors } from './authoring-actors.js';

function setup() {
  const stories = new FakeStoryApi([{ _id: 's1', title: 'Interview', created_at: '2024-05-01T12:00:00.000Z', duration: 600 }]);
  const transcripts = new FakeTranscriptApi();
  transcripts.transcripts.set('s1', { ...generateTranscript({ words: 120, seed: 4 }), updated_at: '2024-05-01T12:00:00.000Z' });
  transcripts.indexLists.set('s1', [{ _id: 'i1', title: 'Main', notes: '', metadata: [] }]);
  const drafts = new FakeAuthoringDraftStore();
  const clock = new FakeClock(Date.parse('2024-06-01T00:00:00.000Z'));
  const open = () => {
    const simulated = new SimulatedClock();
    const versions = new FakeTranscriptVersionApi(transcripts);
    const machine = authoringMachine.provide({ actors: authoringActors({ stories, transcripts, versions, drafts, clock }) });
    const actor = createActor(machine, { clock: simulated, input: { storyId: 's1', idSeed: 'ed1' } }).start();
    actor.send({ type: 'authoring.load' });
    const tick = async (ms = 0) => {
      simulated.increment(ms);
      await flush();
    };
    return { actor, tick };
  };
  return { transcripts, drafts, open };
}

describe('authoringActors', () => {
  it('keeps an unsaved edit as a draft, restores it on the next open, and clears it once saved', async () => {
    const { transcripts, drafts, open } = setup();
    const first = open();
    await first.tick();
    const at = { paragraph: 0, offset: 0 };
    first.actor.send({ type: 'authoring.edit', command: { type: 'typeText', range: { from: at, to: at }, text: 'Well, ' } });
    first.actor.send({ type: 'authoring.index.addSegment', indexId: 'i1', title: 'Opening' });
    await first.tick(DRAFT_SAVE_DEBOUNCE_MS);
    expect(await drafts.get('transcripts', 's1')).toMatchObject({ id: 's1', timestamp: '2024-06-01T00:00:00.000Z' });
    expect((await drafts.get('indexes', 's1'))?.data).toEqual([expect.objectContaining({ _id: 'i1', unsaved: true })]);
    first.actor.stop();

    const second = open();
    await second.tick();
    const context = second.actor.getSnapshot().context;
    expect(context.draftRestored).toBe(true);
    expect(paragraphText(context.transcript?.paragraphs[0] as never)).toMatch(/^Well, /);
    expect(context.indexes[0]?.metadata[0]?.title).toBe('Opening');

    second.actor.send({ type: 'authoring.save' });
    await second.tick();
    expect(second.actor.getSnapshot().context).toMatchObject({ unsavedChanges: false, saveStatus: 'saved' });
    expect(paragraphText(transcripts.transcripts.get('s1')?.paragraphs[0] as never)).toMatch(/^Well, /);
    expect(transcripts.indexLists.get('s1')?.[0]?.metadata[0]?.title).toBe('Opening');
    expect(await drafts.get('transcripts', 's1')).toBeUndefined();
    expect(await drafts.get('indexes', 's1')).toBeUndefined();
  });
});

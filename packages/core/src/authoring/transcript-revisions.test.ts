import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { FakeTranscriptApi } from '../testing/fake-transcript-api.js';
import { FakeTranscriptionApi, FakeTranscriptVersionApi } from '../testing/fake-transcript-version-api.js';
import { versionFileName } from '../transcript/versions.js';
import { replaceTranscriptKeepingCurrent, requestTranscription, restoreTranscriptVersion } from './transcript-revisions.js';

const said = (text: string): Transcript => ({
  paragraphs: [{ speaker: 'Ann', start: 0, end: 1, children: [{ text, words: [{ text, start: 0, end: 1 }] }] }],
});
/** What a transcript says, paragraph by paragraph (the fake, like the server, adds ids, revisions and a version). */
const texts = (transcript: Transcript | undefined) => transcript?.paragraphs.map((p) => p.children.map((c) => c.text).join(' '));
const empty: Transcript['paragraphs'][number] = { speaker: 'Ann', start: 2, end: 2, children: [{ text: '', words: [] }] };

function ports() {
  const transcripts = new FakeTranscriptApi();
  const versions = new FakeTranscriptVersionApi(transcripts);
  return { transcripts, versions, transcription: new FakeTranscriptionApi() };
}

describe('transcript revisions', () => {
  it('keeps the current transcript as a version before saving the new one, without word-less paragraphs', async () => {
    const p = ports();
    p.transcripts.transcripts.set('s1', said('before'));
    const next = said('after');
    const saved = await replaceTranscriptKeepingCurrent(p, 's1', { paragraphs: [...next.paragraphs, empty] });
    expect(texts(saved)).toEqual(['after']);
    expect(p.versions.calls).toEqual(['keep:s1']);
    const [kept] = await p.versions.list('s1');
    expect(texts(kept && (await p.versions.read('s1', versionFileName(kept))))).toEqual(['before']);
  });

  it('restores a version: the current one is kept and the version becomes current', async () => {
    const p = ports();
    const old = p.versions.add('s1', said('first draft'));
    p.transcripts.transcripts.set('s1', said('second draft'));
    await restoreTranscriptVersion(p, 's1', versionFileName(old));
    expect(texts(p.transcripts.transcripts.get('s1'))).toEqual(['first draft']);
    const list = await p.versions.list('s1');
    expect(list).toHaveLength(2);
    expect(texts(await p.versions.read('s1', versionFileName(list[0] ?? old)))).toEqual(['second draft']);
  });

  it('saves nothing when the current transcript could not be kept', async () => {
    const p = ports();
    p.transcripts.transcripts.set('s1', said('before'));
    p.versions.failing.add('s1');
    await expect(replaceTranscriptKeepingCurrent(p, 's1', said('after'))).rejects.toThrow('keep failed');
    expect(p.transcripts.transcripts.get('s1')).toEqual(said('before'));
  });

  it('keeps a version before a regenerate only', async () => {
    const p = ports();
    p.transcripts.transcripts.set('s1', said('before'));
    await requestTranscription(p, 's1', { mode: 'standard', regenerate: false });
    expect(p.versions.calls).toEqual([]);
    await requestTranscription(p, 's1', { mode: 'advanced', language: 'nl', regenerate: true });
    expect(p.versions.calls).toEqual(['keep:s1']);
    expect(p.transcription.requests.map((r) => r.request)).toEqual([
      { mode: 'standard', regenerate: false },
      { mode: 'advanced', language: 'nl', regenerate: true },
    ]);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareWords, type Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMediaProcessor } from '../../media/ffmpeg-media-processor.js';
import { ffmpeg } from '../../media/media-tools.js';
import { scratchDir, speech } from '../../testing/media-fixtures.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { createUser, signInAs } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

// Two participants, each recorded on their own device: the host asks, the narrator answers, the host asks again. The
// scripts share no word, so whichever name a recognised word carries tells whether it was attributed right.
const HOST_FIRST = 'where did your family live when you were young';
const NARRATOR = 'we lived on a farm near the river with three cows and a horse';
const HOST_AGAIN = 'what was school like during winter';
const HOST_NAME = 'Rose Miller';
const NARRATOR_NAME = 'Grandma June';

const pglite = testDatabases.filter((d) => d.name === 'pglite');
const probe = new FfmpegMediaProcessor();

describe.each(pglite)('a transcript that names each participant on $name', ({ open }) => {
  let t: UploadTestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-speakers-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'));
    await t.db.updateTable('users').set({ full_name: HOST_NAME }).where('id', '=', t.userId).execute();
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  /** Uploads a WAV as one local-recording stream, in two parts, through the upload calls a browser uses. */
  async function upload(storyId: string, token: string, file: string, streamId: string, start: number, offset: number, name?: string) {
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token,
      body: { type: 'audio', streamId, recordingStart: start, localTimeOffset: offset, mimeType: 'audio/wav', sessionId: 'call-1' },
    });
    expect(opened.status).toBe(200);
    const { key, uploadId, token: uploadToken } = opened.body as { key: string; uploadId: string; token: string };
    const bytes = await readFile(file);
    const half = Math.ceil(bytes.length / 2);
    for (const [i, part] of [bytes.subarray(0, half), bytes.subarray(half)].entries()) {
      const query = `uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=${i + 1}`;
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/stories/${storyId}/media/upload/next?${query}`,
        headers: { authorization: uploadToken },
      });
      expect((await t.app.inject({ method: 'PUT', url: pathOf(next.json().partUrl), payload: part })).statusCode).toBe(200);
    }
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${uploadToken}` },
      payload: {
        uploadId,
        key,
        metadata: {
          streamId,
          sessionId: 'call-1',
          recordingStart: start,
          localTimeOffset: offset,
          ...(name ? { participantName: name } : {}),
        },
      },
    });
    expect(done.statusCode).toBe(200);
  }

  it('transcribes each track on its own, places its words on the mixed time line and names them after the participant', async () => {
    const hostFirst = await speech(HOST_FIRST, join(dir, 'host-1.wav'), 'rms');
    const hostAgain = await speech(HOST_AGAIN, join(dir, 'host-2.wav'), 'rms');
    const narrator = await speech(NARRATOR, join(dir, 'narrator.wav'), 'slt');
    const firstSeconds = (await probe.probe(hostFirst)).duration;
    const narratorSeconds = (await probe.probe(narrator)).duration;
    // On the server's clock: the narrator starts 1 s after the host's question, the host asks again 1 s after the answer.
    const narratorAt = firstSeconds + 1;
    const againAt = narratorAt + narratorSeconds + 1;
    const hostTrack = join(dir, 'host.wav');
    await ffmpeg([
      '-i',
      hostFirst,
      '-i',
      hostAgain,
      '-filter_complex',
      `[0:a]apad=whole_dur=${againAt.toFixed(3)}[a];[a][1:a]concat=n=2:v=0:a=1`,
      hostTrack,
    ]);

    const serverStart = Date.parse('2024-05-01T10:00:00.000Z');
    const storyId = (
      await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, type: 'local', title: 'Farm' } })
    ).body.storyId;
    // The host's clock runs 0.2 s behind the server's; the narrator's 1.5 s ahead (offset = server minus device).
    await upload(storyId, t.token, hostTrack, 'host-mic', serverStart - 200, 200);
    const narratorAccount = await createUser(t.db, 'manager', [t.organizationId]);
    await t.db.updateTable('users').set({ full_name: 'Sam Ortiz' }).where('id', '=', narratorAccount.id).execute();
    const narratorStart = serverStart + Math.round(narratorAt * 1000) + 1500;
    await upload(storyId, await signInAs(t, narratorAccount.email), narrator, 'narrator-mic', narratorStart, -1500, NARRATOR_NAME);

    expect(await t.drain()).toBeGreaterThanOrEqual(3);
    const story = await t.db
      .selectFrom('stories')
      .select(['transcript_status', 'duration'])
      .where('id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('completed');
    const row = await storedTranscript(t.db, storyId);
    const paragraphs = row.paragraphs as Paragraph[];
    const words = paragraphs.flatMap((p) => p.children.flatMap((c) => c.words.map((w) => ({ ...w, speaker: p.speaker }))));
    const said = (speaker: string) =>
      words
        .filter((w) => w.speaker === speaker)
        .map((w) => w.text)
        .join(' ');

    const hostScript = `${HOST_FIRST} ${HOST_AGAIN}`;
    const report: Record<string, { wer: number; right: number; wrong: number; share: number }> = {};
    for (const [name, script, other] of [
      [HOST_NAME, hostScript, NARRATOR_NAME],
      [NARRATOR_NAME, NARRATOR, HOST_NAME],
    ] as const) {
      const right = compareWords(script, said(name)).counts;
      const wrong = compareWords(script, said(other)).counts.equal;
      report[name] = {
        wer: Number(right.wer.toFixed(3)),
        right: right.equal,
        wrong,
        share: right.equal / Math.max(right.equal + wrong, 1),
      };
      // Enough of the script was recognised for the attribution to mean something, and most of it under the right name.
      expect(right.equal, `${name}: ${said(name)}`).toBeGreaterThanOrEqual(Math.ceil(right.referenceWords / 2));
      expect(report[name]?.share, name).toBeGreaterThanOrEqual(0.8);
    }
    console.log('WER per speaker', JSON.stringify(report));

    // Every word sits where it was spoken on the mix: each speaker's words within their own stretch of the call.
    const margin = 0.5;
    const narratorWords = words.filter((w) => w.speaker === NARRATOR_NAME);
    expect(Math.min(...narratorWords.map((w) => w.start))).toBeGreaterThan(narratorAt - margin);
    expect(Math.max(...narratorWords.map((w) => w.end))).toBeLessThan(narratorAt + narratorSeconds + margin);
    const hostWords = words.filter((w) => w.speaker === HOST_NAME);
    expect(hostWords.filter((w) => w.start > firstSeconds + margin && w.start < againAt - margin)).toEqual([]);
    expect(hostWords.some((w) => w.start >= againAt - margin)).toBe(true);
    expect(story.duration).toBeGreaterThan(againAt);
    // One transcript in time order, a new paragraph at each change of speaker: host, narrator, host.
    const starts = words.map((w) => w.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const turns = paragraphs.map((p) => p.speaker).filter((s, i, all) => s !== all[i - 1]);
    expect(turns).toEqual([HOST_NAME, NARRATOR_NAME, HOST_NAME]);
    // Two recognitions, a mix and its renditions take a while on a shared two-core machine.
  }, 240_000);
});

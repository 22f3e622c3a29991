import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionBrightness, scratchDir, speakingVideo, tone } from '../testing/media-fixtures.js';
import { FfmpegMediaProcessor } from './ffmpeg-media-processor.js';
import { ffmpeg } from './media-tools.js';
import { gridFor, trackDelays } from './mix-tracks.js';
import { probe } from './probe.js';

const media = new FfmpegMediaProcessor();

describe('track alignment', () => {
  it('delays each track by its start on the server clock minus the earliest', () => {
    expect(
      trackDelays([
        { recordingStart: 10_000, localTimeOffset: 0 },
        { recordingStart: 12_000, localTimeOffset: -500 },
        { recordingStart: 9_000, localTimeOffset: 4_000 },
      ]),
    ).toEqual([0, 1.5, 3]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ recordingStart: fc.nat(1e9), localTimeOffset: fc.integer({ min: -1e6, max: 1e6 }) }), { minLength: 1 }),
        (tracks) => {
          const delays = trackDelays(tracks);
          return Math.min(...delays) === 0 && delays.every((d) => d >= 0);
        },
      ),
    );
  });

  it('lays pictures out side by side, then in near-square grids', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => gridFor(n))).toEqual([
      { columns: 1, rows: 1 },
      { columns: 2, rows: 1 },
      { columns: 2, rows: 2 },
      { columns: 2, rows: 2 },
      { columns: 3, rows: 2 },
      { columns: 3, rows: 3 },
    ]);
  });
});

describe('mixing local recordings with ffmpeg', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
  });
  afterAll(() => cleanup());

  it('places each voice where it was spoken on the shared time line', async () => {
    const first = await tone(join(dir, 'a.wav'), 1, 440);
    const second = await tone(join(dir, 'b.wav'), 1, 660);
    // The second participant pressed record 2.5 s later by their clock, which runs 0.5 s fast.
    const tracks = [
      { path: first, recordingStart: 1_000_000, localTimeOffset: 0 },
      { path: second, recordingStart: 1_002_500, localTimeOffset: -500 },
    ];
    const info = await media.mixTracks(tracks, join(dir, 'mix.m4a'));
    expect(info.mediaType).toBe('audio');
    expect(info.duration).toBeCloseTo(3, 0);
    const peaks = await media.waveform(join(dir, 'mix.m4a'), { count: 30 });
    const loud = peaks.map((p) => p > 0.05);
    expect(loud.slice(1, 9).every(Boolean)).toBe(true);
    expect(loud.slice(11, 19).some(Boolean)).toBe(false);
    expect(loud.slice(21, 29).every(Boolean)).toBe(true);
  });

  it('puts two cameras side by side with both voices', async () => {
    const a = await speakingVideo(join(dir, 'host.webm'), { text: 'hello from the host' });
    const b = await speakingVideo(join(dir, 'guest.webm'), { text: 'and hello from the guest', voice: 'slt' });
    const info = await media.mixTracks(
      [
        { path: a, recordingStart: 5_000, localTimeOffset: 0 },
        { path: b, recordingStart: 5_800, localTimeOffset: 0 },
      ],
      join(dir, 'mix.mp4'),
    );
    const picture = info.streams.find((s) => s.kind === 'video');
    expect(picture).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(info.streams.some((s) => s.kind === 'audio')).toBe(true);
    const guest = await media.probe(b);
    expect(info.duration).toBeGreaterThanOrEqual(guest.duration + 0.6);
  });

  it("lasts as long as browsers' recordings, whose WebM header holds no duration", async () => {
    const made = await speakingVideo(join(dir, 'made.webm'), { text: 'a browser records as a live stream with no length in its header' });
    // Written as a live stream, as MediaRecorder writes it: no duration, no cues.
    const live = join(dir, 'live.webm');
    await ffmpeg(['-i', made, '-c', 'copy', '-live', '1', '-f', 'webm', live]);
    expect((await probe(live)).duration).toBe(0);
    const length = (await media.probe(made)).duration;
    expect(length).toBeGreaterThan(2);
    const info = await media.mixTracks(
      [
        { path: live, recordingStart: 5_000, localTimeOffset: 0 },
        { path: live, recordingStart: 5_500, localTimeOffset: 0 },
      ],
      join(dir, 'live-mix.mp4'),
    );
    expect(info.duration).toBeGreaterThan(length + 0.3);
    expect(info.duration).toBeLessThan(length + 0.8);
  });

  it('follows the layout in force at each moment, and leaves out a picture the host took out while keeping its voice', async () => {
    const a = await speakingVideo(join(dir, 'host-6.webm'), { text: 'the host asks about the mill and the river', size: '640x360' });
    const b = await speakingVideo(join(dir, 'guest-6.webm'), {
      text: 'the guest tells of the flood that came over the bank in the spring',
      voice: 'slt',
      size: '640x360',
    });
    const tracks = [
      { path: a, recordingStart: 10_000, localTimeOffset: 0 },
      { path: b, recordingStart: 10_000, localTimeOffset: 0 },
    ];
    // The host switched to the speaker layout 1.5 s into the recording.
    const mixed = join(dir, 'layouts.mp4');
    await media.mixTracks(tracks, mixed, undefined, [{ layout: 'speaker', at: 11_500 }]);
    // Above the grid's row of two is black; the speaker layout's large picture covers it.
    const topLeft = { x: 100, y: 100, width: 400, height: 60 };
    const before = await regionBrightness(mixed, 0.8, topLeft);
    const after = await regionBrightness(mixed, 2.5, topLeft);
    expect(before).toBeLessThan(20);
    expect(after).toBeGreaterThan(40);
    // The small picture beside it, right of the large one; in the grid, the guest's cell covers the same place.
    const right = { x: 1000, y: 300, width: 240, height: 120 };
    expect(await regionBrightness(mixed, 0.8, right)).toBeGreaterThan(40);
    expect(await regionBrightness(mixed, 2.5, right)).toBeGreaterThan(40);

    const hostOnly = join(dir, 'host-only.mp4');
    const info = await media.mixTracks([tracks[0] as (typeof tracks)[0], { ...(tracks[1] as (typeof tracks)[0]), video: false }], hostOnly);
    expect(info.streams.filter((s) => s.kind === 'video')).toHaveLength(1);
    expect(info.streams.filter((s) => s.kind === 'audio')).toHaveLength(1);
    // One picture fills the frame: the band the grid of two leaves black shows the host.
    expect(await regionBrightness(hostOnly, 0.8, topLeft)).toBeGreaterThan(40);
  }, 120_000);
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo, speech, tone } from '../testing/media-fixtures.js';
import { FfmpegMediaProcessor } from './ffmpeg-media-processor.js';
import { progressReader } from './join.js';
import { ProcessError, runProcess } from './run-process.js';

const media = new FfmpegMediaProcessor();

describe('ffmpeg media processing', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let video: string;
  let audio: string;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
    video = await speakingVideo(join(dir, 'recording.webm'), { text: 'hello there this is a short test' });
    audio = await speech('a short spoken sentence', join(dir, 'speech.wav'));
  });
  afterAll(() => cleanup());

  it('tells how much of a join is written as ffmpeg goes, ending at the whole', async () => {
    const heard: number[] = [];
    const info = await media.join(
      [
        { input: video, start: 0, end: 1.5 },
        { input: audio, start: 0, end: 1 },
      ],
      join(dir, 'joined.m4a'),
      undefined,
      (fraction) => heard.push(fraction),
    );
    expect(info.duration).toBeGreaterThan(2.3);
    expect(heard.length).toBeGreaterThan(1);
    expect(heard.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
    expect(heard.at(-1)).toBe(1);
  });

  it('reads progress lines split across chunks', () => {
    const heard: number[] = [];
    const read = progressReader(4, (f) => heard.push(f));
    read(Buffer.from('frame=1\nout_time_us=1000'));
    read(Buffer.from('000\nout_time_ms=3000000\nprogress=continue\nout_time_us=9000000\n'));
    expect(heard).toEqual([0.25, 0.75, 1]);
  });

  it('probes a browser recording, whose WebM header has no duration', async () => {
    const info = await media.probe(video);
    expect(info.mediaType).toBe('video');
    expect(info.duration).toBeGreaterThan(1);
    expect(info.streams.map((s) => s.kind).sort()).toEqual(['audio', 'video']);
    expect(info.streams.find((s) => s.kind === 'video')).toMatchObject({ codec: 'vp8', width: 320, height: 240 });
    expect((await media.probe(audio)).mediaType).toBe('audio');
  });

  it('makes a web-playable H.264/AAC MP4 with its index at the front', async () => {
    const out = join(dir, 'web.mp4');
    const info = await media.webRendition(video, out);
    expect(info.streams.map((s) => s.codec).sort()).toEqual(['aac', 'h264']);
    const source = await media.probe(video);
    expect(Math.abs(info.duration - source.duration)).toBeLessThan(0.5);
    const head = (await readFile(out)).subarray(0, 64 * 1024);
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Number.POSITIVE_INFINITY : head.indexOf('mdat'));
  });

  it('makes an M4A for audio, an audio-only rendition and a 16 kHz mono WAV for speech-to-text', async () => {
    const m4a = await media.webRendition(audio, join(dir, 'web.m4a'));
    expect(m4a.mediaType).toBe('audio');
    expect(m4a.streams.map((s) => s.codec)).toEqual(['aac']);
    await media.audioRendition(video, join(dir, 'audio.m4a'));
    expect((await media.probe(join(dir, 'audio.m4a'))).streams.map((s) => s.kind)).toEqual(['audio']);
    await media.speechWav(video, join(dir, 'stt.wav'));
    const wav = await media.probe(join(dir, 'stt.wav'));
    expect(wav.streams).toEqual([{ index: 0, kind: 'audio', codec: 'pcm_s16le', sampleRate: 16000, channels: 1 }]);
  });

  it('takes a JPEG thumbnail of video, and a waveform picture for audio', async () => {
    for (const [input, name] of [
      [video, 'thumb.jpg'],
      [audio, 'wave.jpg'],
    ] as const) {
      const out = join(dir, name);
      await media.thumbnail(input, out, { width: 320 });
      const bytes = await readFile(out);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      // A picture is not a recording: the server's probe refuses it, so the test reads it with a plain ffprobe.
      const { stdout } = await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width', '-of', 'csv=p=0', out]);
      expect(stdout.toString().trim()).toBe('mjpeg,320');
    }
  });

  it('decodes waveform peaks that follow the loudness of the audio', async () => {
    const quiet = await tone(join(dir, 'tone.wav'), 2);
    const peaks = await media.waveform(quiet, { count: 50 });
    expect(peaks).toHaveLength(50);
    // ffmpeg's sine source plays at an eighth of full scale.
    for (const p of peaks) expect(p).toBeCloseTo(0.125, 2);
    const spoken = await media.waveform(audio, { count: 100 });
    expect(Math.max(...spoken)).toBeGreaterThan(0.1);
    expect(Math.min(...spoken)).toBeLessThan(0.05);
  });

  it('cuts clips, extended clips with padding, and audio clips', async () => {
    await media.clip(video, join(dir, 'clip.mp4'), { start: 0.5, end: 1.5 });
    await media.clip(video, join(dir, 'extended.mp4'), { start: 0.5, end: 1.5 }, { padding: 0.4 });
    await media.clip(video, join(dir, 'clip.m4a'), { start: 0.5, end: 1.5 }, { audioOnly: true });
    const plain = await media.probe(join(dir, 'clip.mp4'));
    const extended = await media.probe(join(dir, 'extended.mp4'));
    const sound = await media.probe(join(dir, 'clip.m4a'));
    expect(plain.duration).toBeCloseTo(1, 0);
    expect(extended.duration).toBeGreaterThan(plain.duration + 0.5);
    expect(sound.mediaType).toBe('audio');
  });

  it('reports ffmpeg failures with its message, and stops when aborted', async () => {
    const error = await media.webRendition(join(dir, 'missing.webm'), join(dir, 'x.mp4')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessError);
    expect((error as ProcessError).message).toMatch(/No such file/);
    const controller = new AbortController();
    const running = media.webRendition(video, join(dir, 'aborted.mp4'), controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ aborted: true });
  });
});

import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, tone } from '../testing/media-fixtures.js';
import { FfmpegMediaProcessor } from './ffmpeg-media-processor.js';
import { isReadableFormat, UnreadableMediaError, withSafeInputs } from './media-tools.js';

const media = new FfmpegMediaProcessor();

/** An HLS playlist whose one segment is `segment`, as an attacker would upload it under a media name. */
const playlist = (segment: string) => `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${segment}\n#EXT-X-ENDLIST\n`;

describe('media tools open only real containers from local files', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let server: Server;
  let base: string;
  const requests: string[] = [];
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await cleanup();
  });

  it('refuses an HLS playlist named video.mp4 in every tool, and fetches nothing', async () => {
    const input = join(dir, 'video.mp4');
    await writeFile(input, playlist(`${base}/segment.ts`));
    const out = join(dir, 'out');
    const calls: [string, () => Promise<unknown>][] = [
      ['probe', () => media.probe(input)],
      ['webRendition', () => media.webRendition(input, `${out}.mp4`)],
      ['audioRendition', () => media.audioRendition(input, `${out}.m4a`)],
      ['speechWav', () => media.speechWav(input, `${out}.wav`)],
      ['thumbnail', () => media.thumbnail(input, `${out}.jpg`)],
      ['waveform', () => media.waveform(input)],
      ['clip', () => media.clip(input, `${out}-clip.mp4`, { start: 0, end: 1 })],
      ['join', () => media.join([{ input, start: 0, end: 1 }], `${out}-join.mp4`)],
      ['mixTracks', () => media.mixTracks([{ path: input, recordingStart: 0, localTimeOffset: 0 } as never], `${out}-mix.mp4`)],
    ];
    for (const [name, call] of calls) await expect(call(), name).rejects.toBeInstanceOf(UnreadableMediaError);
    expect(requests).toEqual([]);
  });

  it('does not read a local file a playlist points at', async () => {
    const secret = await tone(join(dir, 'secret.wav'), 1);
    const input = join(dir, 'local.mp4');
    await writeFile(input, playlist(`file:${secret}`));
    await expect(media.webRendition(input, join(dir, 'leak.mp4'))).rejects.toBeInstanceOf(UnreadableMediaError);
    await expect(media.probe(input)).rejects.toThrow('not an audio or video recording');
  });

  it('reads real recordings as before', async () => {
    const wav = await tone(join(dir, 'tone.wav'), 1);
    expect((await media.probe(wav)).formatName).toBe('wav');
    const rendition = await media.webRendition(wav, join(dir, 'tone.m4a'));
    expect(rendition.formatName).toBe('mov,mp4,m4a,3gp,3g2,mj2');
  });

  it('puts the whitelists before every input and refuses anything but an absolute path', () => {
    expect(withSafeInputs(['-ss', '1', '-i', '/a.webm', '-i', '/b.wav', 'out.mp4'])).toEqual([
      '-ss',
      '1',
      ...['-protocol_whitelist', 'file', '-format_whitelist', expect.stringContaining('matroska'), '-i', 'file:/a.webm'],
      ...['-protocol_whitelist', 'file', '-format_whitelist', expect.stringContaining('wav'), '-i', 'file:/b.wav'],
      'out.mp4',
    ]);
    for (const input of ['http://127.0.0.1/x.mp4', '-', 'relative.mp4', 'concat:/a|/b'])
      expect(() => withSafeInputs(['-i', input]), input).toThrow(UnreadableMediaError);
    expect(() => withSafeInputs(['-protocol_whitelist', 'http', '-i', '/a'])).toThrow();
    expect(isReadableFormat('hls')).toBe(false);
    expect(isReadableFormat('concat')).toBe(false);
    expect(isReadableFormat('image2')).toBe(false);
    expect(isReadableFormat('matroska,webm')).toBe(true);
  });
});

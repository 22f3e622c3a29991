import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDir, speakingVideo } from '../testing/media-fixtures.js';
import { runCli } from './commands.js';

describe('storykeep transcribe', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
  });
  afterAll(() => cleanup());

  it('prints the words of a recording with their timings as JSON', async () => {
    const file = await speakingVideo(join(dir, 'talk.mp4'), { container: 'mp4', text: 'my grandmother grew up on a farm' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // Empty means unset: the offline default is what is under test.
      vi.stubEnv('DEEPGRAM_API_KEY', '');
      vi.stubEnv('WHISPER_API_URL', '');
      await expect(runCli(['transcribe', file, '--json', '--speaker', 'Rose'])).resolves.toBe(0);
      const printed = JSON.parse(String(log.mock.calls[0]?.[0])) as {
        service: string;
        duration: number;
        words: Array<{ text: string; start: number; end: number }>;
        paragraphs: Array<{ speaker: string }>;
      };
      expect(printed.service).toBe('pocketsphinx');
      expect(printed.words.map((w) => w.text)).toContain('farm');
      for (const w of printed.words) expect(w.end).toBeLessThanOrEqual(printed.duration);
      expect(printed.paragraphs[0]?.speaker).toBe('Rose');
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
    }
  });

  it('refuses to run without a file', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runCli(['transcribe'])).resolves.toBe(2);
    error.mockRestore();
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Recognition } from '@storykeep/core';
import { loadConfig } from '../config.js';
import { FfmpegMediaProcessor } from '../media/ffmpeg-media-processor.js';
import { transcribeWithSpeakers } from '../stt/speaker-separation.js';
import { speechToTextFrom } from '../stt/speech-to-text.factory.js';
import type { Command } from './command.js';

const seconds = (value: number) => value.toFixed(2).padStart(7);

/** Paragraphs as readable text: a speaker line, then one "start–end word" line per word. */
export function formatRecognition(recognition: Recognition): string {
  return recognition.paragraphs
    .map((p) =>
      [
        `[${seconds(p.start)} –${seconds(p.end)}] ${p.speaker}`,
        ...p.words.map((w) => `  ${seconds(w.start)} ${seconds(w.end)}  ${w.text}`),
      ].join('\n'),
    )
    .join('\n\n');
}

export const transcribeCommand: Command = {
  name: 'transcribe',
  summary: 'Transcribe a media file with the configured speech-to-text and print the timed words',
  usage:
    'storykeep transcribe FILE [--json] [--language en] [--speaker NAME] [--vocabulary a,b] [--filler-words]\n' +
    '  Uses Deepgram when DEEPGRAM_API_KEY is set, an OpenAI-compatible server at WHISPER_API_URL, else pocketsphinx.\n' +
    '  Without --speaker, the speakers are told apart (Deepgram does this itself) and named Speaker 1, Speaker 2…',
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        language: { type: 'string' },
        speaker: { type: 'string' },
        vocabulary: { type: 'string' },
        'filler-words': { type: 'boolean', default: false },
      },
    });
    const [file] = positionals;
    if (!file || positionals.length > 1) {
      console.error(`Usage: ${this.usage}`);
      return 2;
    }
    const media = new FfmpegMediaProcessor();
    const stt = speechToTextFrom(loadConfig().speech);
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-transcribe-'));
    try {
      const info = await media.probe(file);
      // Every recogniser takes 16 kHz mono WAV, and it is the smallest lossless thing to send.
      const wav = join(dir, 'speech.wav');
      await media.speechWav(file, wav);
      const recognition = await transcribeWithSpeakers(stt, wav, {
        fillerWords: values['filler-words'],
        ...(values.language ? { language: values.language } : {}),
        ...(values.speaker ? { speakerLabel: values.speaker } : {}),
        ...(values.vocabulary
          ? {
              vocabulary: values.vocabulary
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            }
          : {}),
      });
      if (values.json) console.log(JSON.stringify({ service: stt.name, duration: info.duration, ...recognition }, null, 2));
      else console.log(formatRecognition(recognition));
      return 0;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

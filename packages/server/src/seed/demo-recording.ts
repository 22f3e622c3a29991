import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Paragraph } from '@storykeep/core';
import type { DemoScript } from './demo-scripts.js';
import { DEMO_VOICES, speakLine } from './demo-speech.js';

const exec = promisify(execFile);

/** Silence between two lines, as between two people taking turns. */
const TURN_GAP_SECONDS = 0.6;

/** A demo interview made into media: the video file, its transcript, and when each script line starts. */
export interface DemoRecording {
  videoPath: string;
  duration: number;
  paragraphs: Paragraph[];
  lineStarts: number[];
  lineEnds: number[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** True when this machine can make the demo's media (flite speaks it, ffmpeg films it). */
export async function canMakeDemoMedia(): Promise<boolean> {
  try {
    // `flite --version` exits with 1; listing the voices answers 0 and needs the same binary.
    await exec('flite', ['-lv']);
    await exec('ffmpeg', ['-hide_banner', '-version']);
    return true;
  } catch {
    return false;
  }
}

/** Runs the tasks two at a time (the synthesizer is one process per call), answering in their order. */
async function inPairs<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += 2) results.push(...(await Promise.all(tasks.slice(i, i + 2).map((task) => task()))));
  return results;
}

/**
 * Speaks a script with two synthetic voices and films it over a colour gradient (the "picture" of
 * an interview without a camera), returning the transcript with every word at the time it is heard.
 */
export async function recordDemo(script: DemoScript, dir: string): Promise<DemoRecording> {
  const paragraphs: Paragraph[] = [];
  const lineStarts: number[] = [];
  const lineEnds: number[] = [];
  const wavs: string[] = [];
  let offset = 0;
  const wavOf = (index: number) => join(dir, `line-${index}.wav`);
  const spokenLines = await inPairs(
    script.lines.map(
      ([role, text], index) =>
        () =>
          speakLine(text, DEMO_VOICES[role], wavOf(index)),
    ),
  );
  for (const [index, [role, text]] of script.lines.entries()) {
    const wav = wavOf(index);
    const spoken = spokenLines[index];
    if (!spoken) throw new Error(`line ${index} of ${script.title} was not spoken`);
    const words = spoken.words.map((w) => ({ text: w.text, start: round(offset + w.start), end: round(offset + w.end) }));
    const speaker = role === 'narrator' ? script.narrator : script.interviewer;
    paragraphs.push({
      speaker,
      start: words[0]?.start ?? round(offset),
      end: words.at(-1)?.end ?? round(offset + spoken.duration),
      children: [{ text, words }],
    } as Paragraph);
    lineStarts.push(round(offset));
    lineEnds.push(round(offset + spoken.duration));
    wavs.push(wav);
    offset += spoken.duration + TURN_GAP_SECONDS;
  }
  const duration = offset - TURN_GAP_SECONDS;
  const videoPath = join(dir, 'interview.mp4');
  // A still picture at two frames a second: the interview's image costs next to nothing to encode.
  const picture = join(dir, 'picture.png');
  await exec('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:c0=${script.colors[0]}:c1=${script.colors[1]}:d=1`,
    '-frames:v',
    '1',
    '-y',
    picture,
  ]);
  const pads = wavs.map((_, i) => `[${i}:a]apad=pad_dur=${i === wavs.length - 1 ? 0 : TURN_GAP_SECONDS}[a${i}]`).join(';');
  const joined = `${wavs.map((_, i) => `[a${i}]`).join('')}concat=n=${wavs.length}:v=0:a=1[voice]`;
  await exec('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    ...wavs.flatMap((w) => ['-i', w]),
    '-loop',
    '1',
    '-framerate',
    '2',
    '-i',
    picture,
    '-filter_complex',
    `${pads};${joined}`,
    '-map',
    `${wavs.length}:v`,
    '-map',
    '[voice]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'stillimage',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ar',
    '44100',
    // The length is given, not `-shortest`: with a looped picture, -shortest overshoots by seconds of silent video.
    '-t',
    duration.toFixed(3),
    '-movflags',
    '+faststart',
    '-y',
    videoPath,
  ]);
  return { videoPath, duration: round(duration), paragraphs, lineStarts, lineEnds };
}

import { isAbsolute } from 'node:path';
import { type RunOptions, runProcess } from './run-process.js';

/**
 * The demuxers an input may be read with: real audio and video containers. Left out on purpose are the formats that
 * open further files or addresses themselves — playlists (hls, dash), concat lists, image sequences (image2), device
 * and filter sources (lavfi), subtitles and text formats — so an upload that is really an HLS playlist cannot make
 * the server fetch a URL or read a local file. Names are ffmpeg's demuxer names (`ffmpeg -demuxers`).
 */
export const MEDIA_INPUT_FORMATS = [
  'mov',
  'mp4',
  'm4a',
  '3gp',
  '3g2',
  'mj2',
  'matroska',
  'webm',
  'ogg',
  'wav',
  'w64',
  'mp3',
  'aac',
  'flac',
  'aiff',
  'caf',
  'amr',
  'avi',
  'flv',
  'asf',
  'mpeg',
  'mpegts',
] as const;

/** Inputs are read from local files only: no http, tcp, data, subfile, concat or crypto protocols. */
export const MEDIA_INPUT_PROTOCOLS = ['file'] as const;

/** The file is not audio or video in a container the server reads; retrying cannot help. */
export class UnreadableMediaError extends Error {
  /** Marks the failure as final for the job queue (see jobs/job-handler.ts). */
  readonly permanent = true;
  constructor(detail: string) {
    super(`This file is not an audio or video recording Storykeep can read (${detail})`);
    this.name = 'UnreadableMediaError';
  }
}

/** The options that open one input safely: local file protocol, real containers only, the path as a file: URL. */
export function safeInput(path: string): string[] {
  // A relative name, "-" (standard input) or "http://…" would be read as a protocol of its own.
  if (!isAbsolute(path)) throw new UnreadableMediaError(`${JSON.stringify(path)} is not a file path`);
  return ['-protocol_whitelist', MEDIA_INPUT_PROTOCOLS.join(','), '-format_whitelist', MEDIA_INPUT_FORMATS.join(','), '-i', `file:${path}`];
}

/**
 * Puts safeInput's options in front of every `-i` of an ffmpeg argument list, so no call can open an input without
 * them. An input forced with `-f` still has to be on the list (the whitelist applies to forced formats too).
 */
export function withSafeInputs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-i') {
      out.push(...safeInput(args[i + 1] ?? ''));
      i++;
    } else if (arg === '-protocol_whitelist' || arg === '-format_whitelist') {
      throw new Error(`${arg} is set by withSafeInputs only`);
    } else out.push(arg);
  }
  return out;
}

const UNREADABLE = /Format not on whitelist|Protocol '[^']*' not on whitelist|Invalid data found when processing input/;

/** A tool's refusal of the input (not a crash or a stop) becomes an UnreadableMediaError. */
async function classified<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const found = typeof stderr === 'string' ? UNREADABLE.exec(stderr) : null;
    if (found) throw new UnreadableMediaError(found[0].toLowerCase());
    throw error;
  }
}

/** ffmpeg with the flags every call wants (quiet, no prompts, errors only) and every input opened by safeInput. */
export function ffmpeg(args: string[], options: RunOptions = {}) {
  return classified(runProcess('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...withSafeInputs(args)], options));
}

/** ffprobe of one file, opened by safeInput's rules; `args` choose what it prints. */
export function ffprobe(input: string, args: string[], options: RunOptions = {}) {
  const [, protocols, , formats, , file] = safeInput(input);
  return classified(
    runProcess(
      'ffprobe',
      ['-protocol_whitelist', protocols as string, '-format_whitelist', formats as string, ...args, file as string],
      options,
    ),
  );
}

/** Whether ffprobe's `format_name` (a comma list such as "mov,mp4,m4a,3gp,3g2,mj2") names a readable container. */
export function isReadableFormat(formatName: string): boolean {
  const names = formatName.split(',').map((n) => n.trim());
  return names.length > 0 && names.every((n) => (MEDIA_INPUT_FORMATS as readonly string[]).includes(n));
}

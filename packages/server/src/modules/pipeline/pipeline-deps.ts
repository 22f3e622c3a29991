import { createReadStream } from 'node:fs';
import type { MediaProcessor, ObjectStore } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SpeechServiceDeps } from '../../stt/speech-service-catalog.js';

/** What the processing jobs work with; the speech services as stt/speech-service-catalog.ts describes them. */
export interface PipelineDeps extends SpeechServiceDeps {
  db: Kysely<DB>;
  store: ObjectStore;
  media: MediaProcessor;
}

/**
 * How long the addresses stored at processing stay valid. They mark the story processed and serve
 * apps without a media store; answered stories carry addresses signed on read (stories/story-media-urls.ts).
 */
export const STORED_URL_SECONDS = 30 * 24 * 60 * 60;

/** Object keys of a story's media. */
export const mediaKeys = {
  original: (storyId: string, extension: string) => `stories/${storyId}/original.${extension}`,
  /** A later original, under a key of its own so the one it replaces is kept. */
  replacementOriginal: (storyId: string, id: string, extension: string) => `stories/${storyId}/originals/${id}.${extension}`,
  stream: (storyId: string, streamId: string, extension: string) => `stories/${storyId}/streams/${streamId}.${extension}`,
  mix: (storyId: string) => `stories/${storyId}/mix.mp4`,
  rendition: (storyId: string, mediaType: 'audio' | 'video') => `stories/${storyId}/web.${mediaType === 'video' ? 'mp4' : 'm4a'}`,
  audio: (storyId: string) => `stories/${storyId}/audio.m4a`,
  thumbnail: (storyId: string) => `stories/${storyId}/thumbnail.jpg`,
  waveform: (storyId: string) => `stories/${storyId}/waveform.json`,
};

const EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'weba',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'video/quicktime': 'mov',
  'video/x-matroska': 'mkv',
};

/** The file extension for an uploaded MIME type (`video/webm;codecs=vp8,opus` → webm); unknown types keep their bytes as .bin. */
export function extensionFor(mimeType: string | undefined): string {
  const base = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[base] ?? 'bin';
}

/** Stores a file the tools wrote into the object store. */
export async function storeFile(store: ObjectStore, key: string, path: string): Promise<void> {
  await store.put(key, createReadStream(path));
}

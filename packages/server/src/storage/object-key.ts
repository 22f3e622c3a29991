import { invalidKey } from './storage-errors.js';

// Segments never start with a dot, so a key can neither climb out of the store nor collide with its
// bookkeeping folders (.tmp, .uploads).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a safe relative path of plain segments separated by '/'. */
export function assertObjectKey(key: string): void {
  if (key.length === 0 || key.length > 1024) throw invalidKey(key);
  for (const segment of key.split('/')) if (!SEGMENT.test(segment)) throw invalidKey(key);
}

export function isObjectKey(key: string): boolean {
  try {
    assertObjectKey(key);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  webm: 'video/webm',
  weba: 'audio/webm',
  ogg: 'audio/ogg',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
};

/** The Content-Type a key's extension implies; unknown extensions are plain bytes. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot < 0 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

// Types a browser only plays, shows or reads as text. Anything else (HTML, SVG, scripts, unknown bytes) could run
// in the server's origin if opened, so it is sent as a download of plain bytes.
const INLINE_TYPES = /^(audio|video)\/|^image\/(jpeg|png|webp|gif)$|^text\/(plain|vtt)(;|$)|^application\/(json|x-subrip)$/;

/** Whether a stored object's type may be shown in the browser rather than downloaded. */
export function servesInline(contentType: string): boolean {
  return INLINE_TYPES.test(contentType.trim().toLowerCase());
}

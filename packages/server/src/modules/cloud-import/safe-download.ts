import { Agent, fetch } from 'undici';
import { checkedAddresses, DownloadRefused, guardedLookup } from './address-guard.js';

export { DownloadRefused, isPrivateAddress } from './address-guard.js';

export interface DownloadRules {
  maxBytes: number;
  /** Test-only: lets a download reach loopback and private addresses (a fake served by the test itself). */
  allowPrivate: boolean;
}

const MAX_REDIRECTS = 5;

// Every connection of a guarded download resolves its name through guardedLookup, which checks each answer and
// connects only to a checked one; a kept-alive connection stays on the address it was opened to.
let guardedAgent: Agent | undefined;
const guarded = () => {
  guardedAgent ??= new Agent({ connect: { lookup: guardedLookup } });
  return guardedAgent;
};

/** Refuses other schemes, and names or literals that lead to a private address before any connection is opened. */
async function checkHost(url: URL, rules: DownloadRules): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DownloadRefused('Only http and https addresses can be imported');
  if (rules.allowPrivate) return;
  await checkedAddresses(url.hostname.replace(/^\[|\]$/g, ''));
}

/** Whether a content type is media the pipeline can take. */
export function isMediaType(contentType: string | null): boolean {
  const base = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return base.startsWith('audio/') || base.startsWith('video/');
}

export interface DownloadOptions {
  signal?: AbortSignal | undefined;
  /** Sent with the first request only (a cloud service's access token), never to a redirect's target. */
  headers?: Record<string, string> | undefined;
  /** The file's name where the service knows it, for its type when the answer does not say. */
  fileName?: string | undefined;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};

function typeFromName(name: string | undefined): string | null {
  const extension = name?.split('.').pop()?.toLowerCase();
  return (extension && TYPES_BY_EXTENSION[extension]) || null;
}

export interface Download {
  contentType: string;
  body: AsyncIterable<Uint8Array>;
}

/**
 * Opens a media download: follows up to five redirects itself so each hop's address is checked, refuses a non-media
 * type or a declared size over the limit, and stops the body once it passes the limit.
 */
export async function openDownload(address: string, rules: DownloadRules, options: DownloadOptions = {}): Promise<Download> {
  const { signal, headers = {}, fileName } = options;
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    await checkHost(url, rules);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: hop === 0 ? headers : {},
      ...(signal ? { signal } : {}),
      ...(rules.allowPrivate ? {} : { dispatcher: guarded() }),
    }).catch((error: unknown) => {
      // undici wraps the lookup's refusal in "fetch failed"; the refusal is the reason to report.
      const cause = (error as { cause?: unknown }).cause;
      throw cause instanceof DownloadRefused ? cause : error;
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new DownloadRefused('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new DownloadRefused(`The address answered ${response.status}`);
    }
    // Cloud stores often send every file as octet-stream: the file's own name then tells its type.
    const contentType = isMediaType(response.headers.get('content-type')) ? response.headers.get('content-type') : typeFromName(fileName);
    if (!isMediaType(contentType)) {
      await response.body.cancel();
      throw new DownloadRefused(`Not an audio or video file (${contentType ?? 'no type'})`);
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > rules.maxBytes) {
      await response.body.cancel();
      throw new DownloadRefused('The file is larger than the import limit');
    }
    return { contentType: contentType as string, body: limited(response.body, rules.maxBytes) };
  }
}

async function* limited(body: ReadableStream<Uint8Array>, maxBytes: number): AsyncIterable<Uint8Array> {
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) throw new DownloadRefused('The file is larger than the import limit');
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

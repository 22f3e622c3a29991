import { PassThrough } from 'node:stream';
import { invalidPart } from './storage-errors.js';

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** Reads a byte stream up to delimiters, holding back only what could be the start of one. */
class DelimitedReader {
  private buffer = Buffer.alloc(0);
  private done = false;
  private readonly iterator: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async pull(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? Buffer.from(next.value) : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  /** Passes the bytes before `delimiter` to `sink` and consumes the delimiter; false when the stream ended first. */
  async until(delimiter: Buffer, sink: (chunk: Buffer) => void | Promise<void>): Promise<boolean> {
    for (;;) {
      const at = this.buffer.indexOf(delimiter);
      if (at >= 0) {
        if (at > 0) await sink(this.buffer.subarray(0, at));
        this.buffer = this.buffer.subarray(at + delimiter.length);
        return true;
      }
      const safe = this.buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        await sink(this.buffer.subarray(0, safe));
        this.buffer = this.buffer.subarray(safe);
      }
      if (!(await this.pull())) return false;
    }
  }

  async take(count: number): Promise<Buffer> {
    while (this.buffer.length < count) if (!(await this.pull())) break;
    const out = this.buffer.subarray(0, count);
    this.buffer = this.buffer.subarray(out.length);
    return out;
  }
}

export interface FormFile {
  field: string;
  fileName: string;
  contentType: string;
  /** The file's bytes; must be read to the end before the form goes on. */
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a multipart/form-data body as browsers send it: text fields kept (each up to 64 kB), the
 * file field streamed to `onFile` without holding it in memory. Fields after the file are read too.
 * Answers the text fields.
 */
export async function readMultipartForm(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  onFile: (file: FormFile, fields: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  const reader = new DelimitedReader(body);
  const dashBoundary = Buffer.from(`--${boundary}`);
  const partEnd = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  if (!(await reader.until(dashBoundary, () => {}))) throw invalidPart('The form has no parts');
  for (;;) {
    const after = await reader.take(2);
    if (after.toString() === '--') return fields;
    if (!after.equals(CRLF)) throw invalidPart('The form is malformed');
    let header = '';
    const headerFound = await reader.until(HEADER_END, (chunk) => {
      header += chunk.toString('utf8');
      if (header.length > MAX_HEADER_BYTES) throw invalidPart('A form part header is too long');
    });
    if (!headerFound) throw invalidPart('The form ended inside a part header');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(header)?.[1] ?? '';
    const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/i.exec(disposition)?.[1];
    if (fileName === undefined) {
      let value = Buffer.alloc(0);
      const ended = await reader.until(partEnd, (chunk) => {
        value = Buffer.concat([value, chunk]);
        if (value.length > MAX_FIELD_BYTES) throw invalidPart(`The form field ${name} is too long`);
      });
      if (!ended) throw invalidPart('The form ended inside a field');
      fields[name] = value.toString('utf8');
      continue;
    }
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(header)?.[1]?.trim() ?? 'application/octet-stream';
    const pipe = new PassThrough({ highWaterMark: 1024 * 1024 });
    const consumed = onFile({ field: name, fileName, contentType, body: pipe }, { ...fields });
    // Without this, a consumer that fails early would leave the copy below waiting on 'drain' forever.
    consumed.catch(() => pipe.destroy());
    const ended = await reader.until(partEnd, async (chunk) => {
      if (pipe.destroyed) return;
      if (pipe.write(chunk)) return;
      await new Promise<void>((resolve) => {
        pipe.once('drain', resolve);
        pipe.once('close', resolve);
      });
    });
    if (ended) pipe.end();
    else pipe.destroy(invalidPart('The form ended inside the file'));
    await consumed;
  }
}

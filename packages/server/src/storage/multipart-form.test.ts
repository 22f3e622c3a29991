import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMultipartForm } from './multipart-form.js';

function form(boundary: string, fields: Record<string, string>, file: Buffer, trailing: Record<string, string> = {}): Buffer {
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      `preamble\r\n${Object.entries(fields)
        .map(([k, v]) => part(k, v))
        .join('')}`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rec.webm"\r\nContent-Type: video/webm\r\n\r\n`),
    file,
    Buffer.from(
      `\r\n${Object.entries(trailing)
        .map(([k, v]) => part(k, v))
        .join('')}--${boundary}--\r\n`,
    ),
  ]);
}

async function* chunked(bytes: Buffer, cuts: number[]) {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(at, cut);
    at = cut;
  }
  yield bytes.subarray(at);
}

async function read(body: AsyncIterable<Uint8Array>, boundary: string) {
  const files: Array<{ name: string; type: string; bytes: Buffer }> = [];
  const fields = await readMultipartForm(body, `multipart/form-data; boundary=${boundary}`, async (file) => {
    const parts: Buffer[] = [];
    for await (const chunk of file.body) parts.push(chunk);
    files.push({ name: file.fileName, type: file.contentType, bytes: Buffer.concat(parts) });
  });
  return { fields, files };
}

describe('readMultipartForm', () => {
  it('gives back every field and the file byte for byte, however the body is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 5000 }), fc.array(fc.nat(6000), { maxLength: 12 }), async (data, cuts) => {
        const boundary = '----storykeep7MA4YWxkTrZu0gW';
        // The file may itself contain look-alikes of the boundary.
        const file = Buffer.concat([Buffer.from(data), Buffer.from(`\r\n--${boundary.slice(0, 10)}`), Buffer.from(data)]);
        const body = form(boundary, { recordingStart: '2024-05-01T10:00:00Z', localTimeOffset: '-250' }, file, { after: 'yes' });
        const { fields, files } = await read(
          chunked(
            body,
            cuts.filter((c) => c < body.length),
          ),
          boundary,
        );
        expect(fields).toEqual({ recordingStart: '2024-05-01T10:00:00Z', localTimeOffset: '-250', after: 'yes' });
        expect(files).toHaveLength(1);
        expect(files[0]?.type).toBe('video/webm');
        expect(files[0]?.bytes.equals(file)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a form cut off inside the file', async () => {
    const body = form('b0undary', {}, randomBytes(1000));
    await expect(read(chunked(body.subarray(0, 500), []), 'b0undary')).rejects.toMatchObject({ code: 'invalid_part' });
  });

  it('refuses a text field over 64 kB and a body that is not multipart', async () => {
    const body = form('b0undary', { note: 'x'.repeat(64 * 1024 + 1) }, randomBytes(10));
    await expect(read(chunked(body, []), 'b0undary')).rejects.toMatchObject({ code: 'invalid_part' });
    await expect(readMultipartForm(chunked(body, []), 'application/json', async () => {})).rejects.toMatchObject({ code: 'invalid_part' });
  });
});

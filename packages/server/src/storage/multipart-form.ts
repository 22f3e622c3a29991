import { Readable } from 'node:stream';
import busboy from 'busboy';
import { invalidPart } from './storage-errors.js';

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;
/** The most a form may carry besides its file: its fields at their limits, with room for boundaries and part headers. */
export const MAX_FORM_OVERHEAD_BYTES = (MAX_FIELDS + 1) * (MAX_FIELD_BYTES + 1024);

export interface FormFile {
  field: string;
  fileName: string;
  contentType: string;
  /** The file's bytes; must be read to the end before the form goes on. */
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a multipart/form-data body as browsers send it (parsed by busboy): text fields kept (each
 * up to 64 kB), each file streamed to `onFile` without holding it in memory, which receives the
 * fields sent before it. Fields after the file are read too. Answers the text fields.
 */
export async function readMultipartForm(
  body: AsyncIterable<Uint8Array>,
  contentType: string,
  onFile: (file: FormFile, fields: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS } });
  } catch {
    throw invalidPart('Send the file as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const consumers: Promise<void>[] = [];
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) reject(invalidPart(`The form field ${name} is too long`));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const consumed = onFile({ field, fileName: info.filename ?? '', contentType: info.mimeType, body: stream }, { ...fields });
      // A consumer that stops early (a refused or over-long file) ends the form: the parser must not stall on its
      // file, and nothing more of the body is read.
      consumed.catch((error: unknown) => {
        stream.resume();
        reject(error);
      });
      consumers.push(consumed);
    });
    parser.on('fieldsLimit', () => reject(invalidPart('The form has too many fields')));
    parser.on('close', resolve);
    parser.on('error', (error: Error) => reject(invalidPart(`The form is malformed: ${error.message}`)));
  });
  const source = Readable.from(body);
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    await parsed;
  } catch (error) {
    source.unpipe(parser);
    source.destroy();
    await Promise.allSettled(consumers);
    throw error;
  }
  await Promise.all(consumers);
  return fields;
}

/** A file name may hold at most 255 bytes on the file systems a package is unpacked on; this leaves room to spare. */
const MAX_NAME_BYTES = 240;

/**
 * The name an uploaded document (a signed release form above all) has in an archival package: `file-{n}_` and the
 * name its uploader gave it, in whatever script, since the tar keeps long and non-ASCII names whole. Only what no file
 * system takes goes (path separators, control characters, a leading dot), and a name too long for one loses the end
 * of its stem, never its extension or half a character.
 */
export function packagedFileName(position: number, fileName: string | null): string {
  const prefix = `file-${position}_`;
  const cleaned = (fileName ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
    .replace(/[/\\\u0000-\u001f\u007f]+/g, '_')
    .replace(/^\.+/, '')
    .trim();
  const name = cleaned || 'file';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)];
  while (stem.length > 1 && Buffer.byteLength(prefix + stem.join('') + extension) > MAX_NAME_BYTES) stem.pop();
  return prefix + stem.join('') + extension;
}

import { describe, expect, it } from 'vitest';
import { packagedFileName } from './packaged-file-name.js';

describe('packagedFileName', () => {
  it('keeps the name its uploader gave, in any script, after its position', () => {
    expect(packagedFileName(1, 'Release (signed).pdf')).toBe('file-1_Release (signed).pdf');
    expect(packagedFileName(2, 'Zoë’s ferry — 渡し船.pdf')).toBe('file-2_Zoë’s ferry — 渡し船.pdf');
  });

  it('takes out only what no file system holds', () => {
    expect(packagedFileName(1, 'a/b\\c\u0007d.pdf')).toBe('file-1_a_b_c_d.pdf');
    expect(packagedFileName(1, '..')).toBe('file-1_file');
    expect(packagedFileName(1, '.hidden.txt')).toBe('file-1_hidden.txt');
    expect(packagedFileName(3, null)).toBe('file-3_file');
  });

  it('shortens a name too long for a file system at the end of its stem, keeping the extension and whole characters', () => {
    const name = packagedFileName(1, `${'渡'.repeat(200)}.pdf`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(240);
    expect(Buffer.byteLength(name)).toBeGreaterThan(230);
    expect(name).toMatch(/^file-1_渡+\.pdf$/);
  });
});

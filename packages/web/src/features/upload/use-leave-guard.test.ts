import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leavesUploads } from './use-leave-guard.js';

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const pathname = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const uploadPage = fc.tuple(pathname, fc.constantFrom('upload_files', 'uploadingMetadata')).map(([base, page]) => `${base}/${page}`);

describe('leavesUploads', () => {
  it('staying on the same page (a change of search or hash only) is not leaving', () => {
    fc.assert(fc.property(pathname, (page) => !leavesUploads(page, page)));
  });

  it('moving to either upload page is not leaving', () => {
    fc.assert(fc.property(uploadPage, uploadPage, (next, current) => !leavesUploads(next, current)));
  });

  it('moving from an upload page to any other page is leaving', () => {
    fc.assert(
      fc.property(
        pathname.filter((p) => !/(upload_files|uploadingMetadata)$/.test(p)),
        uploadPage,
        (next, current) => leavesUploads(next, current),
      ),
    );
    expect(leavesUploads('/projects/p1', '/projects/p1/upload_files')).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SignedQuery, UrlSigner } from './url-signer.js';

const queryOf = (url: string): SignedQuery => Object.fromEntries(new URL(url, 'http://x').searchParams) as SignedQuery;

describe('UrlSigner', () => {
  let clock = 1_700_000_000_000;
  const signer = new UrlSigner(Buffer.from('k'.repeat(32)), 'http://h/api/media', () => clock);

  it('grants what it signed until the URL expires', () => {
    const url = signer.sign('stories/s1/original.mp4', { method: 'PUT', expiresIn: 60, part: { uploadId: 'u1', partNumber: 7 } });
    expect(url.startsWith('http://h/api/media/stories/s1/original.mp4?')).toBe(true);
    expect(signer.verify('stories/s1/original.mp4', 'PUT', queryOf(url))).toEqual({
      ok: true,
      grant: { method: 'PUT', part: { uploadId: 'u1', partNumber: 7 } },
    });
    expect(signer.verify('stories/s1/original.mp4', 'GET', queryOf(url))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(signer.verify('stories/s2/original.mp4', 'PUT', queryOf(url))).toEqual({ ok: false, reason: 'bad_signature' });
    clock += 61_000;
    expect(signer.verify('stories/s1/original.mp4', 'PUT', queryOf(url))).toEqual({ ok: false, reason: 'expired' });
  });

  it('binds a PUT to the Content-Type it was signed for; dropping or changing the type breaks the signature', () => {
    const url = signer.sign('stories/s1/files/f1', { method: 'PUT', expiresIn: 60, contentType: 'application/pdf' });
    const query = queryOf(url);
    expect(signer.verify('stories/s1/files/f1', 'PUT', query)).toEqual({
      ok: true,
      grant: { method: 'PUT', contentType: 'application/pdf' },
    });
    expect(signer.verify('stories/s1/files/f1', 'PUT', { ...query, contentType: 'text/html' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { contentType: _dropped, ...without } = query;
    expect(signer.verify('stories/s1/files/f1', 'PUT', without)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses any change to a signed parameter', () => {
    const base = signer.sign('a/b.mp4', { method: 'GET', expiresIn: 3600, fileName: 'b.mp4' });
    const query = queryOf(base);
    fc.assert(
      fc.property(
        fc.constantFrom<keyof SignedQuery>('expires', 'uploadId', 'partNumber', 'filename', 'signature'),
        fc.string(),
        (name, value) => {
          fc.pre(query[name] !== value);
          return !signer.verify('a/b.mp4', 'GET', { ...query, [name]: value }).ok;
        },
      ),
    );
    expect(signer.verify('a/b.mp4', 'GET', query).ok).toBe(true);
  });

  it('carries the byte cap and the upload it writes for under the signature: raising or dropping either breaks it', () => {
    const url = signer.sign('stories/s1/streams/u1.weba', { method: 'POST', expiresIn: 60, maxBytes: 1000, ref: 'form-1' });
    const query = queryOf(url);
    expect(query.max).toBe('1000');
    expect(signer.verify('stories/s1/streams/u1.weba', 'POST', query)).toEqual({
      ok: true,
      grant: { method: 'POST', maxBytes: 1000, ref: 'form-1' },
    });
    expect(signer.verify('stories/s1/streams/u1.weba', 'POST', { ...query, max: '1000000' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { max: _max, ...uncapped } = query;
    expect(signer.verify('stories/s1/streams/u1.weba', 'POST', uncapped)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(signer.verify('stories/s1/streams/u1.weba', 'POST', { ...query, ref: 'form-2' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // An exact length is carried as the cap.
    const exact = queryOf(signer.sign('stories/s1/files/f1', { method: 'PUT', expiresIn: 60, exactBytes: 10 }));
    expect(exact.max).toBe('10');
  });
});

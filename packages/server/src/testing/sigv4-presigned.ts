import { createHash, createHmac } from 'node:crypto';

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether S3 would accept a request made with a presigned version 4 URL and these headers: the signature is computed
 * again the way S3 does (canonical request over the signed headers as the request sends them) and compared. The S3
 * emulator the tests run does not check version 4 signatures itself.
 */
export function presignedRequestMatches(url: string, method: string, headers: Record<string, string>, secretAccessKey: string): boolean {
  const parsed = new URL(url);
  const query = [...parsed.searchParams].filter(([name]) => name !== 'X-Amz-Signature');
  const signedHeaders = (parsed.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const sent: Record<string, string> = { host: parsed.host };
  for (const [name, value] of Object.entries(headers)) sent[name.toLowerCase()] = value.trim();
  const canonical = [
    method,
    parsed.pathname,
    query
      .map(([name, value]) => [rfc3986(name), rfc3986(value)])
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
    signedHeaders.map((name) => `${name}:${sent[name] ?? ''}\n`).join(''),
    signedHeaders.join(';'),
    parsed.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const amzDate = parsed.searchParams.get('X-Amz-Date') ?? '';
  const [, date = '', region = '', service = ''] = (parsed.searchParams.get('X-Amz-Credential') ?? '').split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return hmac(key, toSign).toString('hex') === parsed.searchParams.get('X-Amz-Signature');
}

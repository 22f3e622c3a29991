import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The system resolver, replaced: each test scripts what a name answers on each successive lookup, as an attacker's
// DNS server with a zero TTL would (a public address for the check, then 127.0.0.1 for the connection).
const answers = vi.hoisted(() => ({ script: [] as { address: string; family: number }[][], asked: 0 }));
vi.mock('node:dns/promises', async (original) => {
  const real = await original<typeof import('node:dns/promises')>();
  const lookup = async () => {
    const answer = answers.script[Math.min(answers.asked, answers.script.length - 1)] ?? [];
    answers.asked += 1;
    return answer;
  };
  return { ...real, lookup, default: { ...real, lookup } };
});

const { DownloadRefused, isPrivateAddress, openDownload } = await import('./safe-download.js');

const PUBLIC = { address: '93.184.216.34', family: 4 };
const LOOPBACK = { address: '127.0.0.1', family: 4 };
const rules = { maxBytes: 1024, allowPrivate: false };

describe('downloads reach only the addresses they checked', () => {
  let server: Server;
  let port: number;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'audio/wav' }).end('RIFF');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests.length = 0;
    answers.asked = 0;
  });

  it('refuses a name that answers a public address first and 127.0.0.1 next (DNS rebinding)', async () => {
    answers.script = [[PUBLIC], [LOOPBACK]];
    // "localhost" is the name the system would also resolve to the loopback server on its own.
    await expect(openDownload(`http://localhost:${port}/talk.wav`, rules)).rejects.toBeInstanceOf(DownloadRefused);
    expect(requests).toEqual([]);
  });

  it('refuses a name when any one of its addresses is private, whichever comes first', async () => {
    answers.script = [[PUBLIC, LOOPBACK]];
    await expect(openDownload(`http://localhost:${port}/talk.wav`, rules)).rejects.toThrow('not reachable');
    answers.script = [[LOOPBACK, PUBLIC]];
    await expect(openDownload(`http://localhost:${port}/talk.wav`, rules)).rejects.toThrow('not reachable');
    expect(requests).toEqual([]);
  });

  it('refuses address literals of private ranges without resolving anything', async () => {
    answers.script = [[PUBLIC]];
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]'])
      await expect(openDownload(`http://${host}:${port}/talk.wav`, rules), host).rejects.toBeInstanceOf(DownloadRefused);
    expect(answers.asked).toBe(0);
    expect(requests).toEqual([]);
  });

  it('still connects to a name whose every answer is allowed (the test-only setting lets loopback through)', async () => {
    answers.script = [[LOOPBACK]];
    const download = await openDownload(`http://localhost:${port}/talk.wav`, { maxBytes: 1024, allowPrivate: true });
    expect(download.contentType).toBe('audio/wav');
    expect(requests).toEqual(['/talk.wav']);
  });
});

describe('private addresses', () => {
  it('refuses NAT64, 6to4, Teredo and the other ranges that lead back to private IPv4 addresses', () => {
    for (const address of [
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '64:ff9b:1::a00:1', // local-use NAT64
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::ffff:10.0.0.1',
      '100.64.0.1',
      '198.18.0.1',
      '192.0.0.8',
      '255.255.255.255',
      '2001:db8::1',
      'fec0::1',
      '100::1',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

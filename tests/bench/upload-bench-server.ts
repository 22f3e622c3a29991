// A server process for upload.bench.ts, so the client's memory does not count as the server's.
// `ours`: Storykeep's signed media routes over the local object store (the path every upload part
// takes), plus two control routes standing in for upload-config and completion.
// `bare`: a plain Node http server writing the body to a file, flushed to disk before it answers
// (the same promise ours makes: a 200 means the bytes are on disk).
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mediaServer } from '@storykeep/server';

const [mode = 'ours', root = '/tmp', secret = 'bench'] = process.argv.slice(2);

if (mode === 'bare') {
  let n = 0;
  const server = createServer(async (req, res) => {
    // A page on another origin may PUT here too (local-recording.bench.ts).
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'PUT', 'access-control-allow-headers': 'content-type' }).end();
      return;
    }
    await pipeline(req, createWriteStream(join(root, `bare-${n++}.bin`), { flush: true }));
    res.end('ok');
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
} else {
  const { app, store } = await mediaServer({ root, secret: Buffer.from(secret) });
  app.post('/bench/create', async (request) => {
    const { key, parts } = request.body as { key: string; parts: number };
    const { uploadId } = await store.createMultipartUpload(key, { partSize: 52_428_800 });
    const urls = [];
    for (let n = 1; n <= parts; n++)
      urls.push(await store.signUrl(key, { method: 'PUT', expiresIn: 3600, part: { uploadId, partNumber: n } }));
    return { uploadId, urls };
  });
  app.post('/bench/complete', async (request) => {
    const { key, uploadId } = request.body as { key: string; uploadId: string };
    return store.completeMultipartUpload(key, uploadId);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${new URL(address).port}\n`);
}

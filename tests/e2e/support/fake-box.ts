import { createServer, type Server } from 'node:http';

/** The Box app the e2e server is configured with (tests/playwright.config.ts). */
export const FAKE_BOX_CLIENT = { id: 'e2e-box-client', secret: 'e2e-box-secret' };

/**
 * A loopback stand-in for Box: its consent page (an 'Allow' button that sends the browser back with a code), the OAuth
 * token endpoint, one folder listing and file downloads (answered, as Box does, by a redirect to a download host).
 */
export function startFakeBox(port: number, files: Record<string, { name: string; bytes: Buffer }>): Promise<Server> {
  let access = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const ok = url.searchParams.get('client_id') === FAKE_BOX_CLIENT.id && url.searchParams.get('response_type') === 'code';
      back.search = new URLSearchParams({ code: ok ? 'e2e-code' : 'refused', state: url.searchParams.get('state') ?? '' }).toString();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(
        `<!doctype html><html lang="en"><title>Box</title><main><h1>Allow Storykeep to read your Box files?</h1><a href="${back.toString().replace(/&/g, '&amp;')}">Allow</a></main></html>`,
      );
    }
    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const client = form.get('client_id') === FAKE_BOX_CLIENT.id && form.get('client_secret') === FAKE_BOX_CLIENT.secret;
        if (!client || (form.get('grant_type') === 'authorization_code' && form.get('code') !== 'e2e-code'))
          return void res.writeHead(400).end('{"error":"invalid_grant"}');
        access = `e2e-access-${Date.now()}`;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: access, refresh_token: `e2e-refresh-${Date.now()}`, expires_in: 3600 }));
      });
      return;
    }
    const download = /^\/download\/(\d+)$/.exec(url.pathname);
    if (download) {
      const file = files[download[1] ?? ''];
      return void (file ? res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file.bytes) : res.writeHead(404).end());
    }
    if (!access || req.headers.authorization !== `Bearer ${access}`) return void res.writeHead(401).end();
    if (url.pathname === '/2.0/folders/0/items') {
      const entries = Object.entries(files).map(([id, f]) => ({ type: 'file', id, name: f.name, size: f.bytes.length }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ entries }));
    }
    const content = /^\/2\.0\/files\/(\d+)\/content$/.exec(url.pathname);
    if (content) return void res.writeHead(302, { location: `/download/${content[1]}` }).end();
    res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

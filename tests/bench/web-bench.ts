// What the browser benches share: the built app (packages/web/dist) served from loopback, Debian's Chromium, and the
// mocked API of a signed-in manager opening one interview. Build first (`npx vite build` in packages/web).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { generateTranscript } from '@storykeep/core/testing';

export const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const CLIENT_CONFIG = '<script type="application/json" id="storykeep-client-config">{"sso":{"enabled":false,"name":null}}</script>';

/** A loopback server of the built app: its files, and index.html for every other path (client routes). */
export interface DistServer {
  base: string;
  close(): void;
}

/** Serves packages/web/dist; `extra` answers a path of its own (a plain page for an anchor) before the app does. */
export async function serveDist(extra: Record<string, string> = {}): Promise<DistServer> {
  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const own = extra[path];
    if (own !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(own);
      return;
    }
    const file = path.startsWith('/assets/') || extname(path) !== '' ? join(dist, path) : join(dist, 'index.html');
    try {
      let body: Buffer | string = await readFile(file);
      // As the server does: the page carries its client config (here only that single sign-on is not set up).
      if (file.endsWith('index.html')) body = body.toString('utf8').replace('</head>', () => `${CLIENT_CONFIG}\n</head>`);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Debian's Chromium, headless, without the background traffic that would blur a measurement. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** The signed-in manager every mocked API answers as. */
export const benchUser = {
  user_id: 'u1',
  email: 'manager@bench.test',
  full_name: 'Bench Manager',
  role: 'manager',
  organization_info: null,
  impersonatedBy: null,
  is2FA: false,
  is2FASuccess: false,
  is2FACompleted: true,
  orgLevel2faEnabled: false,
  twofactorAuthenticationEnabled: false,
  forceTwofactorAuthentication: false,
};

/** The API answers of one interview (story s1 in project p1) whose transcript has `words` words. */
export function interviewAnswers(base: string, words: number): Record<string, unknown> {
  const transcript = {
    ...generateTranscript({ words, seed: 7, speakers: ['Interviewer', 'Clara'] }),
    updated_at: '2024-05-01T12:00:00.000Z',
  };
  const story = {
    _id: 's1',
    title: 'Bench interview',
    created_at: '2024-05-01T12:00:00.000Z',
    project_id: 'p1',
    archiveURL: `${base}/media/none.mp4`,
    mediaType: 'video',
    transcript: 'completed',
    duration: transcript.paragraphs.at(-1)?.end ?? 0,
  };
  return {
    '/api/current_user': benchUser,
    '/api/stories/s1': story,
    '/api/transcripts/s1': { transcript },
    '/api/stories/s1/index': [],
  };
}

/**
 * A browser context whose page finds `answers` at their API paths (anything else: 404, as the server says for what it
 * does not have), signed in when `signedIn`; every API path asked for is noted in `asked`, in order.
 */
export async function mockedContext(
  browser: Browser,
  answers: Record<string, unknown>,
  { signedIn, asked = [] }: { signedIn: boolean; asked?: string[] },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  if (signedIn) {
    await context.addInitScript(() => {
      localStorage.setItem('storykeep.authTokens', JSON.stringify({ access_token: 'bench-token', is2FACompleted: true }));
    });
  }
  await context.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    if (path in answers) return route.fulfill({ json: answers[path] });
    return route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: path } } });
  });
  return context;
}

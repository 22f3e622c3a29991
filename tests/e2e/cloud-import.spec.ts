import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { toast } from './support/notice.js';
import { demo, signIn } from './support/sign-in.js';

const TITLE = 'Loom songs from the web';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page width on ${page.url()}`).toBeLessThanOrEqual(widths.window);
}

let server: Server;
let address: string;

test.beforeAll(async () => {
  // The file the server imports: flite speech, served by this test on loopback.
  const dir = mkdtempSync(join(tmpdir(), 'storykeep-import-'));
  const wav = join(dir, 'loom-songs.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', 'We sang at the looms every morning', '-o', wav]);
  const body = readFileSync(wav);
  server = createServer((req, res) => {
    if (req.url === '/loom-songs.wav') res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/loom-songs.wav`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a manager imports a media address into a project and sees the interview appear', async ({ page }) => {
  await signIn(page, demo.manager);
  await page.goto('/projects/select_cloud_files');
  await expect(page.getByRole('heading', { name: 'Import from the web', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Mill Town Memories' });
  await page.getByLabel('File address').fill(address);
  await page.getByLabel('Title').fill(TITLE);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'The import has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByText(TITLE).first()).toBeVisible();
});

test('the import page fits a 390 px phone', async ({ page }) => {
  await signIn(page, demo.manager);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects/select_cloud_files');
  await expect(page.getByLabel('File address')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'tests/.artifacts/screens/select-cloud-files-390.png', fullPage: true });
});

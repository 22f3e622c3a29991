import { test as base, expect } from '@playwright/test';
import { cspViolations } from './support/csp.js';

// Plain Playwright here: this journey provokes a violation on purpose, to show the server's policy is enforced and
// that the check every other journey runs would see one.
base('pages come with the security headers, and the policy blocks a script injected into the page', async ({ page }) => {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(event.violatedDirective));
  });
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await cspViolations([page], fromConsole)).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(async () => (await cspViolations([page], fromConsole)).length).toBeGreaterThan(0);
});

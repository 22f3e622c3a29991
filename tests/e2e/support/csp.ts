import { test as base, expect } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Violations the pages of a context reported, through the DOM event and through Chromium's console line. */
export async function cspViolations(pages: { evaluate<T>(fn: () => T): Promise<T> }[], fromConsole: string[]): Promise<string[]> {
  const seen = [...fromConsole];
  for (const page of pages) seen.push(...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])));
  return seen;
}

/**
 * Playwright's test with one automatic check: the app runs under the server's Content-Security-Policy without a
 * single violation (a `securitypolicyviolation` event or Chromium's "Refused to …" console line) in the journey.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      const fromConsole: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
      });
      await use(undefined);
      expect(await cspViolations(context.pages(), fromConsole), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { expect, test } from './support/csp.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// Reads the demo interviews' entities and changes none of them.
test("only those the server lets change entities are offered the menu of changes: a manager is, a project's plain member is not", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const changeButtons: Record<string, number> = {};
  for (const who of [demo.manager, demo.user]) {
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await signIn(page, who);
    // A member's rights are known once the projects they reach are read (a manager's need no such read).
    const projectsRead =
      who === demo.user ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/projects') : Promise.resolve(null);
    await page.goto('/entities');
    const list = page.getByRole('list', { name: 'Entities' });
    // The demo interviews' entities are extracted shortly after the server starts.
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 120_000 });
    expect((await projectsRead)?.ok() ?? true).toBe(true);
    await page.waitForLoadState('networkidle');
    const items = await list.getByRole('listitem').count();
    changeButtons[who] = await list.getByRole('button', { name: /^Change / }).count();
    if (who === demo.manager) expect(changeButtons[who]).toBe(items);
    if (who === demo.user) {
      await page.setViewportSize(DESKTOP);
      await checkScreen(page, 'entities-member');
      await page.setViewportSize(PHONE);
      await checkScreen(page, 'entities-member');
    }
    await context.close();
  }
  expect(changeButtons[demo.user]).toBe(0);
});

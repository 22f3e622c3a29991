import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { interviewLink } from './support/interview-list.js';
import { demo, signIn } from './support/sign-in.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
// Screenshots for a person to look at; the .artifacts folder is not committed.
const SHOTS = 'tests/.artifacts/screens';

/** Fails when the page is wider than the window, i.e. when it would scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page width on ${page.url()}`).toBeLessThanOrEqual(widths.window);
}

async function check(page: Page, name: string, width: number): Promise<void> {
  // Fluent's entrance motions and lazily loaded panels settle before measuring.
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** Signs in on a phone, where the workspace shows as a top bar with the menu button. */
async function signInOnPhone(page: Page, email: string): Promise<void> {
  await signIn(page, email, { expectWorkspace: false });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

/** Opens a link from the phone's drawer menu, which closes behind it. */
async function viaMenu(page: Page, link: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: link }).click();
  await expect(drawer).toHaveCount(0);
}

/** The manager's journey through the workspace, checked on every page. */
async function managerJourney(page: Page, width: number, phone: boolean): Promise<void> {
  if (phone) await signInOnPhone(page, demo.manager);
  else await signIn(page, demo.manager);
  await check(page, 'home', width);
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Projects' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/drawer-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  }

  if (phone) await viaMenu(page, 'Projects');
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Mill Town Memories' })).toBeVisible();
  await check(page, 'projects', width);

  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  const union = await interviewLink(page, 'Union hall, 1968');
  await expect(union).toBeVisible();
  await check(page, 'project', width);

  await union.click();
  await expect(page.getByRole('heading', { name: 'Union hall, 1968', level: 1 })).toBeVisible();
  await check(page, 'story-hub', width);

  if (phone) await viaMenu(page, 'Interviews');
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interviews' }).click();
  await expect(page.getByRole('table', { name: 'Interviews' })).toBeVisible();
  await check(page, 'interviews', width);

  if (phone) await viaMenu(page, 'Organizations');
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
  await check(page, 'organizations', width);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('a manager reaches every page through the drawer menu, and none scrolls sideways', async ({ page }) => {
    await managerJourney(page, PHONE.width, true);
  });

  test('the organization settings fit the phone', async ({ page }) => {
    await signInOnPhone(page, demo.admin);
    await page.goto('/admin/organization/riverbend');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await check(page, 'settings', PHONE.width);
  });

  test('the skip link is the first tab stop and lands on the main content', async ({ page }) => {
    await signInOnPhone(page, demo.manager);
    await page.goto('/projects');
    await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('on a 1400 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the same journey keeps the side menu and tables', async ({ page }) => {
    await managerJourney(page, DESKTOP.width, false);
  });

  test('the collapsed menu shows icons, each named by a tooltip', async ({ page }) => {
    await signIn(page, demo.manager);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Collapse menu' }).click();
    const projects = nav.getByRole('link', { name: 'Projects' });
    await expect(projects).toHaveText('');
    await projects.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Projects');
    await page.screenshot({ path: `${SHOTS}/collapsed-${DESKTOP.width}.png` });
    await expectNoSeriousA11yViolations(page);
  });

  test('the dark theme leaves no light frame around the app', async ({ page }) => {
    await signIn(page, demo.manager);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    const colours = await page.evaluate(() => {
      const app = document.querySelector('.fui-FluentProvider');
      return {
        body: getComputedStyle(document.body).backgroundColor,
        html: getComputedStyle(document.documentElement).backgroundColor,
        app: app ? getComputedStyle(app).backgroundColor : '',
        margin: getComputedStyle(document.body).margin,
      };
    });
    expect(colours.body).toBe(colours.app);
    expect(colours.html).toBe(colours.app);
    expect(colours.margin).toBe('0px');
    await page.screenshot({ path: `${SHOTS}/dark-1400.png` });
  });
});

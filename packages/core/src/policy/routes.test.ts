import { describe, expect, it } from 'vitest';
import { findRoute, matchRoutePath } from './route-match.js';
import { ROUTES } from './routes.js';

const byId = (id: string) => ROUTES.find((route) => route.id === id);

describe('ROUTES', () => {
  it('names each route and each path once', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('resolves every path to its own route', () => {
    for (const route of ROUTES) {
      const sample = route.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);
      expect(findRoute(sample).route.id, route.path).toBe(route.id);
    }
  });

  it('keeps public pages at guest level and signed-in pages at user level or above, but for what a guest may do', () => {
    const guestPages = ['home', 'ticket', 'ticketUsed', 'tutorials', 'tutorial', 'account'];
    for (const route of ROUTES) {
      expect(route.level === 'guest', route.path).toBe(route.isPublic || guestPages.includes(route.id));
    }
    expect(ROUTES.filter((r) => !r.isPublic && r.level === 'guest').map((r) => r.id)).toEqual(guestPages);
    expect(byId('admin')?.level).toBe('admin');
    expect(byId('projects')?.level).toBe('user');
  });

  it('hides the side menu on call, room, author, edit, conclude and upload pages', () => {
    const focused = /room|author|\/edit$|conclude|upload|select_cloud_files/;
    for (const route of ROUTES.filter((r) => !r.isPublic)) {
      expect(route.showsSideMenu, route.path).toBe(!focused.test(route.path));
    }
    expect(ROUTES.filter((r) => r.isPublic).every((r) => !r.showsSideMenu)).toBe(true);
  });

  it('gives every page but home a title', () => {
    expect(byId('home')?.title).toBeUndefined();
    expect(ROUTES.filter((route) => route.id !== 'home').every((route) => Boolean(route.title))).toBe(true);
  });

  it('lists every marketing page', () => {
    expect(ROUTES.filter((route) => route.marketing).map((route) => route.path)).toEqual([
      '/welcome',
      '/terms-and-conditions',
      '/privacy-policy',
      '/about-us',
      '/getting-started',
      '/FAQ',
      '/individuals',
      '/communities',
      '/features',
      '/case-study/1',
      '/case-study/2',
      '/case-study/3',
      '/signup',
    ]);
  });
});

describe('findRoute', () => {
  it('prefers fixed segments to params and reads the params', () => {
    expect(findRoute('/projects/select_cloud_files').route.id).toBe('selectCloudFiles');
    expect(findRoute('/galleries/newGallery').route.id).toBe('newGallery');
    expect(findRoute('/projects/p1/stories/s%201/hub')).toEqual({ route: byId('storyHub'), params: { projectId: 'p1', storyId: 's 1' } });
    expect(findRoute('/riverclub/memories/s/k3/interview').route.id).toBe('sessionRedirect');
  });

  it('falls back to the not-found page', () => {
    expect(findRoute('/no/such/page').route.id).toBe('notFound');
    expect(findRoute('/projects/p1/unknown').route.id).toBe('notFound');
  });

  it('matches by whole segments', () => {
    expect(matchRoutePath('/projects/:projectId', '/projects/p1/')).toEqual({ projectId: 'p1' });
    expect(matchRoutePath('/projects/:projectId', '/projects')).toBeNull();
    expect(matchRoutePath('/clips', '/clipsx')).toBeNull();
    expect(matchRoutePath('/ticket/:ticket', '/ticket/%E0%A4%A')).toEqual({ ticket: '%E0%A4%A' });
  });
});

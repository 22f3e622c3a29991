import { RoutePathError } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { apiUrl, appPath, appUrl } from './app-url.js';
import { loadConfig } from './config.js';

const configured = (PUBLIC_URL: string) => loadConfig({ PUBLIC_URL });

describe('appUrl', () => {
  it.each(['https://archive.example.org', 'https://archive.example.org/', 'https://archive.example.org///'])(
    'gives the same links whether PUBLIC_URL is written %s',
    (written) => {
      const config = configured(written);
      expect(config.publicUrl).toBe('https://archive.example.org');
      expect(appUrl(config, 'ticket', { ticket: 'T1ck3t' })).toBe('https://archive.example.org/ticket/T1ck3t');
      expect(apiUrl(config, '/auth/sso/callback')).toBe('https://archive.example.org/api/auth/sso/callback');
    },
  );

  it('keeps a path PUBLIC_URL has, and the host and port it falls back to without one', () => {
    expect(appUrl(configured('https://example.org/storykeep/'), 'sso')).toBe('https://example.org/storykeep/sso');
    expect(appUrl(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }), 'login')).toBe('http://0.0.0.0:9000/login');
  });

  it('encodes each param as one segment and leaves out absent query values', () => {
    const config = configured('https://archive.example.org');
    expect(appUrl(config, 'joinOrganization', { code: 'a/b c' })).toBe('https://archive.example.org/organization/a%2Fb%20c/accept');
    expect(appUrl(config, 'magicLink', {}, { token: 't+1', next: undefined })).toBe('https://archive.example.org/magic-link?token=t%2B1');
    expect(appPath('selectCloudFiles', {}, { project: 'p 1', box: 'failed' })).toBe('/projects/select_cloud_files?project=p+1&box=failed');
    expect(appPath('selectCloudFiles', {}, {})).toBe('/projects/select_cloud_files');
  });

  it('refuses a route the table does not have or a missing param, rather than write a dead link', () => {
    const config = configured('https://archive.example.org');
    expect(() => appUrl(config, 'tickets', { ticket: 'x' })).toThrow(RoutePathError);
    expect(() => appUrl(config, 'ticket')).toThrow(RoutePathError);
  });
});

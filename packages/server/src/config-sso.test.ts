import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('single sign-on settings', () => {
  it('are off when no SSO_OIDC_* variable is set', () => {
    expect(loadConfig({}).sso).toBeUndefined();
  });

  it('read the issuer, the client and the name shown on the button', () => {
    const config = loadConfig({
      SSO_OIDC_ISSUER: 'https://id.example.org/realms/archive',
      SSO_OIDC_CLIENT_ID: 'storykeep',
      SSO_OIDC_CLIENT_SECRET: 's3cret',
      SSO_OIDC_NAME: 'Riverbend ID',
    });
    expect(config.sso).toEqual({
      issuer: 'https://id.example.org/realms/archive',
      clientId: 'storykeep',
      clientSecret: 's3cret',
      name: 'Riverbend ID',
    });
  });

  it('stop start-up naming the missing variable, or the bad issuer', () => {
    expect(() => loadConfig({ SSO_OIDC_ISSUER: 'https://id.example.org', SSO_OIDC_CLIENT_ID: 'storykeep' })).toThrow(
      'SSO_OIDC_CLIENT_SECRET',
    );
    expect(() => loadConfig({ SSO_OIDC_CLIENT_ID: 'storykeep', SSO_OIDC_CLIENT_SECRET: 's' })).toThrow('SSO_OIDC_ISSUER');
    expect(() => loadConfig({ SSO_OIDC_ISSUER: 'not a url', SSO_OIDC_CLIENT_ID: 'a', SSO_OIDC_CLIENT_SECRET: 'b' })).toThrow(
      'SSO_OIDC_ISSUER',
    );
  });
});

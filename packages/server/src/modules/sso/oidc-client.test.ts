import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcClient, OidcFailure } from './oidc-client.js';

describe('the OpenID Connect client over plain http', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['http://id.example.org', 'http://10.0.0.5:8080/realms/archive'])(
    'refuses the issuer %s, which is not on this machine, before asking it anything',
    async (issuer) => {
      const asked = vi.spyOn(globalThis, 'fetch');
      const client = new OidcClient({ issuer, clientId: 'storykeep', clientSecret: 'secret', name: 'Riverbend ID' });
      const attempt = client.authorizationUrl({
        redirectUri: 'https://storykeep.test/cb',
        state: 's',
        nonce: 'n',
        codeVerifier: 'v'.repeat(43),
      });
      await expect(attempt).rejects.toBeInstanceOf(OidcFailure);
      await expect(attempt).rejects.toMatchObject({ reason: 'provider_unreachable' });
      expect(asked).not.toHaveBeenCalled();
    },
  );
});

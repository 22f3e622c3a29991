import { normalizeEmail } from '@storykeep/core';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { isLoopbackHost } from '../../http/loopback-host.js';
import type {
  AuthorizationRequest,
  CodeExchange,
  IdentityProvider,
  OidcSettings,
  VerifiedIdentity,
} from '../../ports/identity-provider.port.js';

/** Why a step with the provider failed; each becomes the `/sso?error=` code the page explains. */
export class OidcFailure extends Error {
  constructor(readonly reason: 'provider_unreachable' | 'provider_refused' | 'token_invalid') {
    super(reason);
  }
}

/** A provider that does not answer within this is reported unreachable rather than holding the browser's request. */
const PROVIDER_TIMEOUT_SECONDS = 10;

// openid-client checks a discovery document for its issuer only and looks for an endpoint when it first needs it; a
// provider without these three cannot sign anyone in, which is better said at the start than after its sign-in page.
const Endpoints = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url(), jwks_uri: z.url() });

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Plain http only for an issuer on this machine (a provider for development and the tests, whose traffic never leaves
 * the host). Anywhere else whoever is on the path could read the client secret and swap the provider's keys, so
 * openid-client's refusal of http stands.
 */
const insecureAllowed = (issuer: URL) => issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);

/** What the token endpoint answered to one exchange. */
interface TokenAnswer {
  status: number;
  idToken: boolean;
}

/**
 * openid-client makes the token request and checks its answer in one call, so its error does not say which failed;
 * what the token endpoint answered does: nothing (down, or too slow) or a 5xx is unreachable, another refusal or an
 * answer without an ID token is the provider refusing, and an ID token that came is one that failed a check.
 */
function exchangeFailure(answer: TokenAnswer | undefined): OidcFailure['reason'] {
  if (!answer || answer.status >= 500) return 'provider_unreachable';
  if (answer.status >= 300 || !answer.idToken) return 'provider_refused';
  return 'token_invalid';
}

const carriesIdToken = (response: Response) =>
  response.json().then(
    (body: unknown) => typeof (body as { id_token?: unknown } | null)?.id_token === 'string',
    () => false,
  );

/**
 * The provider as this server uses it, through openid-client: discovery (fetched once, again after a failure), the
 * authorization address, and the code exchange with the ID token's checks. The JWKS is cached by openid-client, which
 * fetches it again when a token names a key it has not seen.
 */
export class OidcClient implements IdentityProvider {
  private discovery: Promise<oidc.Configuration> | null = null;
  /** The provider's keys as last fetched, carried from one exchange to the next. */
  private jwks: oidc.ExportedJWKSCache | undefined;
  private readonly issuer: URL;

  constructor(readonly settings: OidcSettings) {
    this.issuer = new URL(trimSlash(settings.issuer));
  }

  private async discover(): Promise<oidc.Configuration> {
    this.discovery ??= this.fetchDiscovery().catch((error: unknown) => {
      this.discovery = null;
      throw error;
    });
    return this.discovery;
  }

  /** openid-client refuses a discovery document naming another issuer (an impersonation the spec forbids). */
  private async fetchDiscovery(): Promise<oidc.Configuration> {
    const config = await oidc
      .discovery(this.issuer, this.settings.clientId, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: insecureAllowed(this.issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch(() => null);
    if (!config || !Endpoints.safeParse(config.serverMetadata()).success) throw new OidcFailure('provider_unreachable');
    return config;
  }

  /** The provider's authorization address for one attempt; the PKCE challenge is derived here from its verifier. */
  async authorizationUrl(input: AuthorizationRequest): Promise<string> {
    const config = await this.discover();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /**
   * Exchanges the code at the token endpoint with the PKCE verifier, and checks the ID token it answered: signed by a
   * key of the provider's JWKS (asymmetric algorithms only), issued by the discovered issuer for this client (and to
   * it, with several audiences), unexpired at `now`, and carrying the attempt's nonce.
   */
  async exchangeCode(input: CodeExchange): Promise<VerifiedIdentity> {
    const config = this.exchangeConfiguration((await this.discover()).serverMetadata(), input.now);
    let answer: TokenAnswer | undefined;
    const tokenEndpoint = config.serverMetadata().token_endpoint;
    config[oidc.customFetch] = async (url, options) => {
      const response = await fetch(url, options);
      if (tokenEndpoint && new URL(url).href === new URL(tokenEndpoint).href)
        answer = { status: response.status, idToken: response.ok && (await carriesIdToken(response.clone())) };
      return response;
    };
    const callback = new URL(input.redirectUri);
    callback.search = new URLSearchParams({ code: input.code, state: input.state }).toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new OidcFailure(exchangeFailure(answer));
    } finally {
      this.jwks = oidc.getJwksCache(config) ?? this.jwks;
    }
    if (!claims) throw new OidcFailure('provider_refused');
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : undefined;
    return { email, emailVerified: claims.email_verified === true };
  }

  /** A configuration for one exchange: the client's clock is the one this server runs on, given as `now`. */
  private exchangeConfiguration(server: oidc.ServerMetadata, now: Date): oidc.Configuration {
    const methods = server.token_endpoint_auth_methods_supported;
    // client_secret_basic is the default a provider must support unless it lists only others.
    const auth =
      !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(this.settings.clientSecret)
        : oidc.ClientSecretPost(this.settings.clientSecret);
    const config = new oidc.Configuration(
      server,
      this.settings.clientId,
      {
        [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
        // No leeway past `exp` (openid-client allows 30 s): the token is used the moment it arrives, so one that has
        // expired by then is refused.
        [oidc.clockTolerance]: 0,
      },
      auth,
    );
    if (insecureAllowed(this.issuer)) oidc.allowInsecureRequests(config);
    // openid-client otherwise trusts an ID token from the token endpoint on TLS alone, as OpenID Connect permits; the
    // signature check against the JWKS holds on loopback http too, and refuses symmetric and unsigned tokens.
    oidc.enableNonRepudiationChecks(config);
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (this.jwks) oidc.setJwksCache(config, this.jwks);
    return config;
  }
}

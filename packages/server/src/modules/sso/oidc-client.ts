import { normalizeEmail } from '@storykeep/core';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';

/** The OpenID Connect client this server signs people in with (SSO_OIDC_* settings). */
export interface OidcSettings {
  /** The provider's issuer; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: "Continue with {name}". */
  name: string;
}

/** Why a step with the provider failed; each becomes the `/sso?error=` code the page explains. */
export class OidcFailure extends Error {
  constructor(readonly reason: 'provider_unreachable' | 'provider_refused' | 'token_invalid') {
    super(reason);
  }
}

const Discovery = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof Discovery>;

const TokenAnswer = z.object({ id_token: z.string().min(1) });

/** Claims this server uses from a verified ID token. */
export interface VerifiedIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** A provider that does not answer within this is reported unreachable rather than holding the browser's request. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The provider as this server uses it: discovery (fetched once, again after a failure), the authorization address,
 * the code exchange and the ID token's checks. The JWKS is fetched and cached by jose, which fetches again when a
 * token names a key it has not seen.
 */
export class OidcClient {
  private discovery: Promise<Discovery> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(readonly settings: OidcSettings) {}

  private async discover(): Promise<Discovery> {
    this.discovery ??= this.fetchDiscovery().catch((error: unknown) => {
      this.discovery = null;
      throw error;
    });
    return this.discovery;
  }

  private async fetchDiscovery(): Promise<Discovery> {
    const response = await fetch(`${trimSlash(this.settings.issuer)}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }).catch(() => null);
    if (!response?.ok) throw new OidcFailure('provider_unreachable');
    const parsed = Discovery.safeParse(await response.json().catch(() => null));
    // A discovery document naming another issuer is not this provider's (an impersonation the spec forbids).
    if (!parsed.success || trimSlash(parsed.data.issuer) !== trimSlash(this.settings.issuer)) throw new OidcFailure('provider_unreachable');
    this.jwks = createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    return parsed.data;
  }

  /** The provider's authorization address for one attempt. */
  async authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const discovery = await this.discover();
    const url = new URL(discovery.authorization_endpoint);
    const params = new URLSearchParams(url.search);
    for (const [key, value] of Object.entries({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    }))
      params.set(key, value);
    url.search = params.toString();
    return url.toString();
  }

  /** Exchanges the code at the token endpoint and answers the ID token it returned, not yet verified. */
  async exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<string> {
    const discovery = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const methods = discovery.token_endpoint_auth_methods_supported;
    // client_secret_basic is the default a provider must support unless it lists only others.
    if (!methods || methods.includes('client_secret_basic')) {
      const id = encodeURIComponent(this.settings.clientId);
      const secret = encodeURIComponent(this.settings.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    } else {
      form.set('client_id', this.settings.clientId);
      form.set('client_secret', this.settings.clientSecret);
    }
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }).catch(() => null);
    if (!response) throw new OidcFailure('provider_unreachable');
    if (!response.ok) throw new OidcFailure(response.status < 500 ? 'provider_refused' : 'provider_unreachable');
    const parsed = TokenAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OidcFailure('provider_refused');
    return parsed.data.id_token;
  }

  /**
   * Checks the ID token: signed by a key of the provider's JWKS (asymmetric algorithms only), issued by the configured
   * issuer for this client, unexpired at `now`, and carrying the attempt's nonce.
   */
  async verifyIdToken(idToken: string, nonce: string, now: Date): Promise<VerifiedIdentity> {
    const discovery = await this.discover();
    if (!this.jwks) throw new OidcFailure('provider_unreachable');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: discovery.issuer,
        audience: this.settings.clientId,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub'],
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
      }));
    } catch {
      throw new OidcFailure('token_invalid');
    }
    if (payload.nonce !== nonce) throw new OidcFailure('token_invalid');
    // With several audiences the token must name this client as the party it was issued to.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.settings.clientId)
      throw new OidcFailure('token_invalid');
    const email = typeof payload.email === 'string' ? normalizeEmail(payload.email) : undefined;
    return { email, emailVerified: payload.email_verified === true };
  }
}

/** The OpenID Connect client this server signs people in with (SSO_OIDC_* settings). */
export interface OidcSettings {
  /** The provider's issuer; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: "Continue with {name}". */
  name: string;
}

/** Claims this server uses from a verified ID token. */
export interface VerifiedIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

/** One sign-in attempt as the provider's authorization address carries it. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's answer to an attempt, with what the attempt kept, to exchange for a verified identity at `now`. */
export interface CodeExchange {
  code: string;
  state: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  now: Date;
}

/**
 * The identity provider people sign in with (single sign-on), as the context carries it; `modules/sso/oidc-client.ts`
 * is the OpenID Connect one.
 */
export interface IdentityProvider {
  readonly settings: OidcSettings;
  /** The provider's authorization address for one attempt. */
  authorizationUrl(input: AuthorizationRequest): Promise<string>;
  /** The verified identity behind the provider's answer; fails with `OidcFailure` when it cannot be had. */
  exchangeCode(input: CodeExchange): Promise<VerifiedIdentity>;
}

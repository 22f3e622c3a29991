import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** The client the fake provider knows. */
export const FAKE_OIDC_CLIENT = { id: 'storykeep-test-client', secret: 'storykeep-test-secret' };

/** What the next ID token says and how it is signed; each field can be turned bad on purpose. */
export interface FakeOidcIdentity {
  email: string;
  emailVerified: boolean;
  /** Overrides the token's `iss` (the provider's issuer otherwise). */
  issuer?: string;
  /** Overrides the token's `aud` (the client id otherwise). */
  audience?: string;
  /** Overrides the token's `nonce` (the one the authorization request sent otherwise). */
  nonce?: string;
  /** Signs with a key that is not in the JWKS, under the same key id. */
  rogueKey?: boolean;
  /** Seconds from the provider's clock until the token expires (negative: already expired). */
  expiresIn?: number;
}

/** A running fake provider: its issuer, who signs in next, and the token requests it received. */
export interface FakeOidcProvider {
  issuer: string;
  identity: FakeOidcIdentity;
  tokenRequests: { form: URLSearchParams; authorization: string | undefined }[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => resolve(raw));
  });

/** The client's id and secret from HTTP Basic, each form-urlencoded by the client as RFC 6749 (2.3.1) requires. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const [scheme, encoded] = (header ?? '').split(' ');
  const pair = scheme === 'Basic' && encoded ? /^([^:]*):(.*)$/.exec(Buffer.from(encoded, 'base64').toString()) : null;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return pair ? { id: decode(pair[1] ?? ''), secret: decode(pair[2] ?? '') } : null;
  } catch {
    return null;
  }
}

/**
 * A loopback OpenID Connect provider for tests: discovery, a JWKS from a key pair generated at start, an authorization
 * endpoint that signs `identity` in at once and sends the browser back with a code, and a token endpoint that checks
 * the client's secret (HTTP Basic), the redirect address and the PKCE verifier, uses each code once, and answers an
 * ID token signed with RS256.
 */
export async function startFakeOidcProvider(options: {
  now: () => Date;
  port?: number;
  identity: FakeOidcIdentity;
}): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const kid = 'fake-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string }>();
  let issuer = '';
  let counter = 0;
  const provider: FakeOidcProvider = {
    issuer: '',
    identity: options.identity,
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration')
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      const valid =
        q.get('client_id') === FAKE_OIDC_CLIENT.id &&
        q.get('response_type') === 'code' &&
        q.get('code_challenge_method') === 'S256' &&
        q.get('scope')?.split(' ').includes('openid') &&
        Boolean(q.get('code_challenge')) &&
        Boolean(q.get('nonce'));
      if (!valid || !redirectUri) return json(res, 400, { error: 'invalid_request' });
      counter += 1;
      const code = `code-${counter}`;
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '', iss: issuer }).toString();
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      provider.tokenRequests.push({ form, authorization: req.headers.authorization });
      const client = basicCredentials(req.headers.authorization);
      if (client?.id !== FAKE_OIDC_CLIENT.id || client.secret !== FAKE_OIDC_CLIENT.secret)
        return json(res, 401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const pkce = grant && createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      if (form.get('grant_type') !== 'authorization_code' || !grant || !pkce || form.get('redirect_uri') !== grant.redirectUri)
        return json(res, 400, { error: 'invalid_grant' });
      const who = provider.identity;
      const now = Math.floor(options.now().getTime() / 1000);
      const idToken = await new SignJWT({ nonce: who.nonce ?? grant.nonce, email: who.email, email_verified: who.emailVerified })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(who.issuer ?? issuer)
        .setAudience(who.audience ?? FAKE_OIDC_CLIENT.id)
        .setSubject(`subject-${who.email}`)
        .setIssuedAt(now)
        .setExpirationTime(now + (who.expiresIn ?? 300))
        .sign(who.rogueKey ? rogue.privateKey : privateKey);
      return json(res, 200, { access_token: `access-${counter}`, token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}

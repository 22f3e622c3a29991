import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** The OpenID Connect client the e2e server is configured with (tests/playwright.config.ts). */
export const FAKE_OIDC_CLIENT = { id: 'e2e-oidc-client', secret: 'e2e-oidc-secret', name: 'Riverbend ID' };

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Whether HTTP Basic names the client, its id and secret each form-urlencoded by the client as RFC 6749 (2.3.1) requires. */
function knownClient(header: string | undefined): boolean {
  const [scheme, encoded] = (header ?? '').split(' ');
  const pair = scheme === 'Basic' && encoded ? /^([^:]*):(.*)$/.exec(Buffer.from(encoded, 'base64').toString()) : null;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return pair !== null && decode(pair[1] ?? '') === FAKE_OIDC_CLIENT.id && decode(pair[2] ?? '') === FAKE_OIDC_CLIENT.secret;
  } catch {
    return false;
  }
}

/**
 * A loopback OpenID Connect provider for the journeys: discovery, a JWKS from a key pair made at start, an
 * authorization endpoint that signs `who.email` in at once and sends the browser back with a code, and a token endpoint
 * that checks the client (HTTP Basic), the redirect address and the PKCE verifier, and answers an RS256 ID token.
 */
export function startFakeOidc(port: number, who: { email: string }): Promise<Server> {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; email: string }>();
  let counter = 0;
  const sign = (claims: Record<string, unknown>) => {
    const data = `${b64url(JSON.stringify({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
    return `${data}.${b64url(createSign('RSA-SHA256').update(data).sign(privateKey))}`;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== FAKE_OIDC_CLIENT.id || q.get('code_challenge_method') !== 'S256')
        return json(400, { error: 'invalid_request' });
      counter += 1;
      const code = `e2e-code-${counter}`;
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', redirectUri, email: who.email });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (
          !knownClient(req.headers.authorization) ||
          !grant ||
          verifier !== grant.challenge ||
          form.get('redirect_uri') !== grant.redirectUri
        )
          return json(400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const idToken = sign({
          iss: issuer,
          aud: FAKE_OIDC_CLIENT.id,
          sub: `e2e-${grant.email}`,
          email: grant.email,
          email_verified: true,
          nonce: grant.nonce,
          iat: now,
          exp: now + 300,
        });
        json(200, { access_token: `e2e-access-${counter}`, token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

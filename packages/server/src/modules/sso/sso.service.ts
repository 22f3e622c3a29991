import { randomBytes } from 'node:crypto';
import { type SessionResponse, type SsoCallbackQuery, type SsoErrorCode, workspaceMessages } from '@storykeep/core';
import { apiUrl, appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import { badRequest } from '../../http/errors.js';
import type { VerifiedIdentity } from '../../ports/identity-provider.port.js';
import { hashToken, newToken } from '../../tokens.js';
import { loadAccount, needsTwoFactor } from '../accounts/account-view.js';
import { openSession } from '../accounts/session-tokens.js';
import { recordAudit } from '../audit/audit-log.js';
import { OidcFailure } from './oidc-client.js';

/** How long a person has to get through the provider's sign-in page. */
const STATE_SECONDS = 10 * 60;
/** How long the browser has to exchange the login code it was sent back with; it does so at once. */
const LOGIN_CODE_SECONDS = 60;

/** Where the provider sends the browser back: this server's callback, which the provider's client must list. */
export function ssoRedirectUri(context: AppContext): string {
  return apiUrl(context, '/auth/sso/callback');
}

/** The `/sso` page with a login code or a reason it failed. */
function ssoPage(context: AppContext, answer: { code: string } | { error: SsoErrorCode }): string {
  return appUrl(context, 'sso', {}, answer);
}

const random = () => randomBytes(32).toString('base64url');

/**
 * `GET /auth/sso/start`: a new attempt (state, nonce and PKCE verifier kept here, never sent to the browser) and the
 * provider's authorization address to send the browser to; the `/sso` page with a reason when that cannot be.
 */
export async function startSso(context: AppContext, browserHash?: string): Promise<string> {
  const client = context.sso;
  if (!client) return ssoPage(context, { error: 'not_configured' });
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  try {
    const url = await client.authorizationUrl({ redirectUri: ssoRedirectUri(context), state, nonce, codeVerifier });
    const now = context.now();
    await context.db.deleteFrom('sso_states').where('expires_at', '<', now).execute();
    await context.db
      .insertInto('sso_states')
      .values({
        state,
        nonce,
        code_verifier: codeVerifier,
        expires_at: new Date(now.getTime() + STATE_SECONDS * 1000),
        browser_hash: browserHash ?? null,
      })
      .execute();
    return url;
  } catch (error) {
    if (error instanceof OidcFailure) return ssoPage(context, { error: error.reason });
    throw error;
  }
}

/**
 * `GET /auth/sso/callback`: the provider's answer. The state is used up whatever follows, and must come back to the
 * browser that started it (`sameBrowser` checks the cookie `/auth/sso/start` set): otherwise someone could finish their
 * own sign-in in another person's browser (login CSRF). The code is exchanged, the ID token verified, and its verified
 * e-mail must be an existing account's whose own address is confirmed (nobody signs up through SSO, and nobody can
 * register someone else's address and wait for them to sign in with it). The answer is the `/sso` page with a
 * single-use login code, or with the reason it failed.
 */
export async function finishSso(
  context: AppContext,
  answer: SsoCallbackQuery,
  sameBrowser: (keptHash: string | null) => boolean,
  address?: string,
): Promise<string> {
  const client = context.sso;
  if (!client) return ssoPage(context, { error: 'not_configured' });
  const pending = await context.db
    .deleteFrom('sso_states')
    .where('state', '=', answer.state)
    .returning(['nonce', 'code_verifier', 'expires_at', 'browser_hash'])
    .executeTakeFirst();
  if (!pending || new Date(pending.expires_at) <= context.now() || !sameBrowser(pending.browser_hash)) {
    if (pending) await recordAudit(context, { kind: 'sso.sign_in', outcome: 'refused', address, details: { reason: 'other_browser' } });
    return ssoPage(context, { error: 'state_invalid' });
  }
  if (answer.error || !answer.code) return ssoPage(context, { error: 'provider_refused' });
  let identity: VerifiedIdentity;
  try {
    identity = await client.exchangeCode({
      code: answer.code,
      state: answer.state,
      redirectUri: ssoRedirectUri(context),
      codeVerifier: pending.code_verifier,
      nonce: pending.nonce,
      now: context.now(),
    });
  } catch (error) {
    if (error instanceof OidcFailure) return ssoPage(context, { error: error.reason });
    throw error;
  }
  if (!identity.email || !identity.emailVerified) return ssoPage(context, { error: 'email_unverified' });
  const user = await context.db.selectFrom('users').select(['id', 'email_verified']).where('email', '=', identity.email).executeTakeFirst();
  if (!user) return ssoPage(context, { error: 'unknown_account' });
  if (!user.email_verified) {
    await recordAudit(context, {
      kind: 'sso.sign_in',
      outcome: 'refused',
      actor: { userId: user.id, email: identity.email },
      address,
      details: { reason: 'account_unverified' },
    });
    return ssoPage(context, { error: 'account_unverified' });
  }
  await recordAudit(context, { kind: 'sso.sign_in', outcome: 'success', actor: { userId: user.id, email: identity.email }, address });
  const code = newToken();
  const now = context.now();
  await context.db.deleteFrom('sso_login_codes').where('expires_at', '<', now).execute();
  await context.db
    .insertInto('sso_login_codes')
    .values({ code_hash: hashToken(code), user_id: user.id, expires_at: new Date(now.getTime() + LOGIN_CODE_SECONDS * 1000) })
    .execute();
  return ssoPage(context, { code });
}

/** `POST /auth/sso/exchange`: uses up a login code for a session; two-factor still applies, as with a password. */
export async function exchangeSsoCode(context: AppContext, code: string, visitorId?: string): Promise<SessionResponse> {
  const row = await context.db
    .updateTable('sso_login_codes')
    .set({ used_at: context.now() })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', context.now())
    .returning('user_id')
    .executeTakeFirst();
  const account = row ? await loadAccount(context, { id: row.user_id }) : undefined;
  if (!account) throw badRequest(workspaceMessages.ssoCodeInvalid, 'code');
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId });
}

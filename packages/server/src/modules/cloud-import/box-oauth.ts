import { randomBytes } from 'node:crypto';
import { workspaceMessages } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiUrl, appPath, appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { Sealer, UnreadableSealError } from '../../storage/sealer.js';
import { recordAudit } from '../audit/audit-log.js';
import { openToken, tokenBinding, UnreadableTokenError } from './box-token-seal.js';

/** A Box app's OAuth 2.0 client, and where Box's authorization page and API are. */
export interface BoxOAuthSettings {
  clientId: string;
  clientSecret: string;
  /** Box's authorization page (https://account.box.com/api/oauth2/authorize). */
  authorizeUrl: string;
  /** Box's API; its token endpoint is `{apiUrl}/oauth2/token`. */
  apiUrl: string;
  /** Seals the person's Box tokens in the database (STORYKEEP_SEALING_KEYS), apart from the media URL secret. */
  sealer: Sealer;
}

/** The page Box's answer brings the browser back to (the route table's name). */
export const IMPORT_PAGE = 'selectCloudFiles';
/** How long a person has to answer Box's consent page. */
const STATE_SECONDS = 10 * 60;
/** An access token this close to its end is renewed first, so it does not run out during a request. */
const RENEW_MARGIN_SECONDS = 60;

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** Where Box sends the person back: the app's own callback, which Box's app settings must list. */
export function boxRedirectUri(context: Pick<AppContext, 'publicUrl'>): string {
  return apiUrl(context, '/cloud/box/callback');
}

async function tokenRequest(settings: BoxOAuthSettings, form: Record<string, string>): Promise<z.infer<typeof TokenAnswer>> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl.replace(/\/$/, '')}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: settings.clientId, client_secret: settings.clientSecret }),
    });
  } catch {
    throw new HttpError(502, 'BOX_UNREACHABLE', 'Box could not be reached');
  }
  // Box answers 400 for a code or refresh token it no longer honours: the person has to connect again.
  if (response.status === 400 || response.status === 401) throw badRequest('Box refused; connect Box again', 'boxToken');
  if (!response.ok) throw new HttpError(502, 'BOX_FAILED', `Box answered ${response.status}`);
  const parsed = TokenAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new HttpError(502, 'BOX_FAILED', 'Box sent an answer this server does not understand');
  return parsed.data;
}

/** A connection's two tokens as the database keeps them: sealed, each bound to its person and its kind. */
function sealedRow(sealer: Sealer, userId: string, tokens: { access_token: string; refresh_token: string }) {
  return {
    access_token: sealer.seal(tokens.access_token, tokenBinding(userId, 'access')),
    refresh_token: sealer.seal(tokens.refresh_token, tokenBinding(userId, 'refresh')),
    sealed: true,
  };
}

async function keepTokens(
  context: AppContext,
  settings: BoxOAuthSettings,
  userId: string,
  tokens: z.infer<typeof TokenAnswer>,
): Promise<string> {
  const now = context.now();
  const row = {
    ...sealedRow(settings.sealer, userId, tokens),
    expires_at: new Date(now.getTime() + tokens.expires_in * 1000),
    updated_at: now,
  };
  await context.db
    .insertInto('box_connections')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return tokens.access_token;
}

type StoredConnection = { user_id: string; access_token: string; refresh_token: string; sealed: boolean };

/** A stored connection's tokens in the clear: plain rows as they are, older `v1.` seals under the media-secret key. */
function openStored(sealer: Sealer, legacyKey: Buffer | undefined, row: StoredConnection) {
  if (!row.sealed) return { access_token: row.access_token, refresh_token: row.refresh_token };
  const open = (value: string, which: 'access' | 'refresh') =>
    Sealer.isSealed(value) || !legacyKey
      ? sealer.open(value, tokenBinding(row.user_id, which))
      : openToken(legacyKey, value, tokenBinding(row.user_id, which));
  return { access_token: open(row.access_token, 'access'), refresh_token: open(row.refresh_token, 'refresh') };
}

/**
 * Seals again, under the current sealing key, every connection that is not: kept plain (before tokens were sealed),
 * sealed under the key derived from the media URL secret (`legacyKey`, before the sealing keys), or under an older
 * sealing key. Run when the server starts; each row changes only if it still holds what was read, so two servers
 * starting together do not seal one twice. A row no key opens is left for `boxAccessToken` to end. Answers how many.
 */
export async function resealBoxTokens(db: Kysely<DB>, sealer: Sealer, legacyKey?: Buffer): Promise<number> {
  const rows = await db.selectFrom('box_connections').select(['user_id', 'access_token', 'refresh_token', 'sealed']).execute();
  let resealed = 0;
  for (const row of rows) {
    if (row.sealed && sealer.isCurrent(row.access_token) && sealer.isCurrent(row.refresh_token)) continue;
    let tokens: { access_token: string; refresh_token: string };
    try {
      tokens = openStored(sealer, legacyKey, row);
    } catch (error) {
      if (error instanceof UnreadableTokenError || error instanceof UnreadableSealError) continue;
      throw error;
    }
    const done = await db
      .updateTable('box_connections')
      .set(sealedRow(sealer, row.user_id, tokens))
      .where('user_id', '=', row.user_id)
      .where('access_token', '=', row.access_token)
      .executeTakeFirst();
    resealed += Number(done.numUpdatedRows);
  }
  return resealed;
}

/** A connection's tokens in the clear: opened when sealed, as they are when the row is still plain. */
function openRow(sealer: Sealer, userId: string, row: { access_token: string; refresh_token: string; sealed: boolean }) {
  try {
    const open = openStored(sealer, undefined, { user_id: userId, ...row });
    return { access: open.access_token, refresh: open.refresh_token };
  } catch (error) {
    throw error instanceof UnreadableSealError ? new UnreadableTokenError() : error;
  }
}

/** `POST /cloud/box/authorize`: Box's consent page for this person, with a fresh state that names them and this browser. */
export async function startBoxAuthorization(
  context: AppContext,
  settings: BoxOAuthSettings,
  actor: Actor,
  project: string | undefined,
  browserHash: string,
): Promise<{ url: string }> {
  const state = randomBytes(24).toString('base64url');
  const now = context.now();
  await context.db.deleteFrom('box_oauth_states').where('expires_at', '<', now).execute();
  await context.db
    .insertInto('box_oauth_states')
    .values({
      state,
      user_id: actor.userId,
      return_to: appPath(IMPORT_PAGE, {}, { project }),
      expires_at: new Date(now.getTime() + STATE_SECONDS * 1000),
      browser_hash: browserHash,
    })
    .execute();
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: boxRedirectUri(context),
    state,
  }).toString();
  return { url: url.toString() };
}

/** The project the import page was opened for, from the page a state row keeps. */
function projectOf(returnTo: string | undefined): string | undefined {
  return returnTo ? (new URL(returnTo, 'http://storykeep.invalid').searchParams.get('project') ?? undefined) : undefined;
}

const importPage = (context: AppContext, returnTo: string | undefined, box?: 'failed') =>
  appUrl(context, IMPORT_PAGE, {}, { project: projectOf(returnTo), box });

/**
 * `GET /cloud/box/callback`: Box's answer arrives here, in a browser that carries no Storykeep session. Nothing is kept
 * here: when the state is known, unexpired and this is the browser that started it, the browser goes on to the import
 * page with Box's code and the state in the address's fragment (never sent to a server or a log), and the page
 * finishes with the person's own session (`finishBoxAuthorization`). Anything else lands on the page as failed.
 */
export async function boxCallbackPage(
  context: AppContext,
  answer: { state: string; code?: string | undefined },
  sameBrowser: (keptHash: string | null) => boolean,
): Promise<string> {
  const pending = await context.db
    .selectFrom('box_oauth_states')
    .select(['return_to', 'expires_at', 'browser_hash'])
    .where('state', '=', answer.state)
    .executeTakeFirst();
  if (!pending || new Date(pending.expires_at) < context.now() || !answer.code || !sameBrowser(pending.browser_hash)) {
    // A refused answer uses the state up: it cannot be tried again from another browser.
    if (pending) await context.db.deleteFrom('box_oauth_states').where('state', '=', answer.state).execute();
    return importPage(context, pending?.return_to, 'failed');
  }
  const fragment = new URLSearchParams({ box_state: answer.state, box_code: answer.code }).toString();
  return `${importPage(context, pending.return_to)}#${fragment}`;
}

/**
 * `POST /cloud/box/finish`: the import page, signed in, hands over Box's code and the state. The state is used up
 * whatever follows; the tokens are exchanged and kept only when the state names this person and was started in this
 * browser. A Box consent given with someone else's state (a victim tricked into it) is refused and keeps nothing.
 */
export async function finishBoxAuthorization(
  context: AppContext,
  settings: BoxOAuthSettings,
  actor: Actor,
  answer: { state: string; code: string },
  sameBrowser: (keptHash: string | null) => boolean,
  address?: string,
): Promise<void> {
  const pending = await context.db
    .deleteFrom('box_oauth_states')
    .where('state', '=', answer.state)
    .returning(['user_id', 'expires_at', 'browser_hash'])
    .executeTakeFirst();
  const who = { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId };
  if (!pending || new Date(pending.expires_at) < context.now()) throw badRequest(workspaceMessages.boxConnectFailed, 'state');
  if (pending.user_id !== actor.userId || !sameBrowser(pending.browser_hash)) {
    await recordAudit(context, {
      kind: 'box.connect',
      outcome: 'refused',
      actor: who,
      address,
      details: { reason: pending.user_id !== actor.userId ? 'other_account' : 'other_browser' },
    });
    throw new HttpError(403, 'FORBIDDEN', workspaceMessages.boxConnectOtherAccount, 'state');
  }
  const tokens = await tokenRequest(settings, {
    grant_type: 'authorization_code',
    code: answer.code,
    redirect_uri: boxRedirectUri(context),
  });
  await keepTokens(context, settings, actor.userId, tokens);
  await recordAudit(context, { kind: 'box.connect', outcome: 'success', actor: who, address });
}

/**
 * The person's Box access token, renewed with the refresh token when it has run out; null when Box is not connected.
 * Tokens that cannot be opened (changed in the database, or sealed under another server secret) end the connection.
 */
export async function boxAccessToken(context: AppContext, settings: BoxOAuthSettings, actor: Actor): Promise<string | null> {
  const row = await context.db
    .selectFrom('box_connections')
    .select(['access_token', 'refresh_token', 'expires_at', 'sealed'])
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (!row) return null;
  let tokens: { access: string; refresh: string };
  try {
    tokens = openRow(settings.sealer, actor.userId, row);
  } catch (error) {
    if (!(error instanceof UnreadableTokenError)) throw error;
    await context.db.deleteFrom('box_connections').where('user_id', '=', actor.userId).execute();
    throw badRequest('The Box connection could not be read; connect Box again', 'boxToken');
  }
  if (new Date(row.expires_at).getTime() - RENEW_MARGIN_SECONDS * 1000 > context.now().getTime()) return tokens.access;
  try {
    return await keepTokens(
      context,
      settings,
      actor.userId,
      await tokenRequest(settings, { grant_type: 'refresh_token', refresh_token: tokens.refresh }),
    );
  } catch (error) {
    // A refresh token Box no longer honours ends the connection: the page then offers to connect again.
    if (error instanceof HttpError && error.status === 400)
      await context.db.deleteFrom('box_connections').where('user_id', '=', actor.userId).execute();
    throw error;
  }
}

/** Whether the person has connected Box. */
export async function boxConnected(context: AppContext, actor: Actor): Promise<boolean> {
  const row = await context.db.selectFrom('box_connections').select('user_id').where('user_id', '=', actor.userId).executeTakeFirst();
  return Boolean(row);
}

/** `DELETE /cloud/box/connection`: forgets the person's Box tokens. */
export async function disconnectBox(context: AppContext, actor: Actor): Promise<void> {
  await context.db.deleteFrom('box_connections').where('user_id', '=', actor.userId).execute();
}

/**
 * The Box token for a call: the one the person pasted, else their connection's. Without either the call cannot
 * reach Box: a 400 naming `boxToken`.
 */
export async function boxTokenFor(
  context: AppContext,
  settings: BoxOAuthSettings | undefined,
  actor: Actor,
  pasted: string | undefined,
): Promise<string> {
  if (pasted) return pasted;
  const connected = settings ? await boxAccessToken(context, settings, actor) : null;
  if (!connected) throw badRequest(settings ? 'Connect Box first' : 'Give a Box access token', 'boxToken');
  return connected;
}

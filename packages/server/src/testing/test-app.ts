import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app/build-app.js';
import { addMailJobs } from '../app/mail-jobs.js';
import { loadConfig } from '../config.js';
import { type AccountSettings, defaultAccountSettings } from '../context/app-context.js';
import type { Database } from '../db/database.js';
import type { DB, UserRole } from '../db/schema.js';
import { type CredentialLimitSettings, defaultCredentialLimits } from '../http/credential-limits.js';
import { JobHandlers } from '../jobs/job-handler.js';
import { JobStore } from '../jobs/job-store.js';
import { Worker } from '../jobs/worker.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { newCode } from '../tokens.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, and each field is asserted
export type Answer = any;

/** An app on a test database, with the mail it sent and a clock the test can move. */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  mail: MailMessage[];
  clock: { now: Date };
  /** Runs the queued mail jobs (the app runs none by itself, so a test decides when mail goes out); answers how many. */
  drain(): Promise<number>;
  /** Sends a request as the holder of `token` (no header without one). */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string | undefined; body?: unknown },
  ): Promise<{ status: number; body: Answer }>;
}

/**
 * The default credential limits with room for suites of other rules, which call those routes from one address many
 * times; `http/security.test.ts` tests the limits themselves.
 */
export const raisedCredentialLimits: CredentialLimitSettings = {
  ...defaultCredentialLimits,
  routes: Object.fromEntries(Object.entries(defaultCredentialLimits.routes).map(([route, limit]) => [route, { ...limit, max: 10_000 }])),
};

/**
 * Sign-in waits that never start, for suites of other rules that sign in from one address many times (wrong passwords
 * included); the account tests and the attacker tests check the waits themselves.
 */
export const raisedAccountDelays: Partial<AccountSettings> = {
  accountDelay: { ...defaultAccountSettings.accountDelay, freeFailures: 10_000 },
  addressDelay: { ...defaultAccountSettings.addressDelay, freeFailures: 10_000 },
};

/** `publicUrl` is PUBLIC_URL as an operator wrote it; the app and its mail worker get it as `loadConfig` hands it on. */
export async function buildTestApp(
  database: Database<DB>,
  accounts: Partial<AccountSettings> = {},
  options: { publicUrl?: string } = {},
): Promise<TestApp> {
  const publicUrl = loadConfig({ PUBLIC_URL: options.publicUrl ?? 'http://storykeep.test' }).publicUrl;
  const mail: MailMessage[] = [];
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  const mailer = { send: async (message: MailMessage) => void mail.push(message) };
  const settings = { ...defaultAccountSettings, ...accounts };
  const app = await buildApp({
    config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl },
    database,
    serveWebApp: false,
    mailer,
    mediaWorkers: 0,
    now: () => clock.now,
    accounts,
    // Suites of other rules call credential routes from one address many times; security.test.ts tests the limits.
    credentialLimits: {
      ...defaultCredentialLimits,
      routes: Object.fromEntries(
        Object.entries(defaultCredentialLimits.routes).map(([route, limit]) => [route, { ...limit, max: 10_000 }]),
      ),
    },
  });
  const mailWorker = new Worker({
    store: new JobStore(database.db),
    handlers: addMailJobs(new JobHandlers(), {
      db: database.db,
      mailer,
      publicUrl,
      now: () => clock.now,
      accounts: settings,
      contactEmail: 'contact@storykeep.local',
    }),
  });
  return {
    app,
    db: database.db,
    mail,
    clock,
    drain: () => mailWorker.drain(),
    async call(method, url, options = {}) {
      const response = await app.inject({
        method,
        url: `/api${url}`,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
  };
}

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery';

/** An organization straight in the database. */
export async function createOrganization(db: Kysely<DB>, name = `Org ${newCode(3)}`): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = `org-${newCode(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await db.insertInto('organizations').values({ id, code, name, settings: '{}' }).execute();
  return { id, code };
}

/** An account (password TEST_PASSWORD) straight in the database, member of the given organizations. */
export async function createUser(db: Kysely<DB>, role: UserRole, organizationIds: string[] = []): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(TEST_PASSWORD, undefined);
  const id = randomUUID();
  const email = `${role}-${newCode(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@example.org`;
  await db
    .insertInto('users')
    .values({ id, email, full_name: `Test ${role}`, password_hash: await passwordHash, role })
    .execute();
  for (const organizationId of organizationIds) {
    await db.insertInto('organization_members').values({ organization_id: organizationId, user_id: id }).execute();
  }
  return { id, email };
}

/** Signs in through the API and answers the access token. */
export async function signInAs(test: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const { status, body } = await test.call('POST', '/signin', { body: { email, password } });
  if (status !== 200) throw new Error(`Sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

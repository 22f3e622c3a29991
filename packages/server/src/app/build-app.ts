import type { CommonPasswords } from '@storykeep/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, normalisePublicUrl } from '../config.js';
import { roomSettingsFrom } from '../config-services.js';
import { createAppCaches } from '../context/app-caches.js';
import { type AccountSettings, type AppContext, defaultAccountSettings, type RecordingGuests } from '../context/app-context.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { registerApiRoutes, registeredRoutes } from '../http/api-route.js';
import { type CredentialLimitSettings, defaultCredentialLimits, registerCredentialLimits } from '../http/credential-limits.js';
import { installErrorHandler } from '../http/error-handler.js';
import { registerHealthRoute } from '../http/health.route.js';
import { loggerOptions } from '../http/log-redaction.js';
import { registerMetrics } from '../http/metrics.js';
import { openApiDocument } from '../http/openapi.js';
import { databaseRateCounter, memoryRateCounter } from '../http/rate-counter.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { fastifyTrustProxy } from '../http/trust-proxy.js';
import { firstPageHead, registerWebApp } from '../http/web-app.plugin.js';
import { JobStore } from '../jobs/job-store.js';
import { bundledCommonPasswords } from '../modules/accounts/common-passwords.js';
import { registerAuditedRoutes } from '../modules/audit/audited-routes.js';
import { clipPageHead } from '../modules/clips/clip-page-head.js';
import { storyArchive } from '../modules/export/story-archive.js';
import { galleryPageHead } from '../modules/galleries/gallery-page-head.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { analyticsSinkFor } from '../modules/public-site/analytics-sinks.js';
import { roomRecordingGuests } from '../modules/rooms/room-recording-guests.js';
import { registerRoomSignalling } from '../modules/rooms/room-signal.js';
import { sharePageHead } from '../modules/sharing/share-page-head.js';
import { OidcClient } from '../modules/sso/oidc-client.js';
import { storyMediaRemoval, storyMediaUrls } from '../modules/upload/story-media-hooks.js';
import type { AnalyticsSink } from '../ports/analytics-sink.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import { loadSealer } from '../storage/sealing-keys.js';
import { apiRoutes } from './api-routes.js';
import { type AreaSettingsOptions, resolveAreaSettings } from './area-settings.js';
import { mailerFor, registerMailJobs } from './mail-jobs.js';
import { registerMediaApi } from './media-api.js';
import { createMediaServices } from './media-services.js';

type OptionalConfig =
  | 'dataDir'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'contactEmail'
  | 's3'
  | 'client'
  | 'metricsToken'
  | 'trustProxy'
  | 'analytics'
  | 'sso'
  | 'databaseUrl'
  | 'sealingKeys'
  | 'areas'
  | 'rooms'
  | 'speech'
  | 'uploadLimits'
  | 'mediaUrlSecret';

export interface AppDependencies {
  config: Pick<Config, 'version' | 'webDist' | 'logLevel'> & Partial<Pick<Config, OptionalConfig>>;
  /** The server's tables are typed by `DB`; a database opened without that type parameter is accepted too. */
  database: Database<DB> | Database;
  /** Serve the built web app beside the API (off in API-only tests). */
  serveWebApp?: boolean;
  /** Replaces the configured mailer (tests read mail from here). */
  mailer?: Mailer;
  /** Replaces the clock (tests move time forward). */
  now?: () => Date;
  accounts?: Partial<AccountSettings>;
  /** Media store, jobs and pipeline; made under `config.dataDir` when absent (no media API without either). */
  media?: MediaServices;
  /** In-process job workers when the app makes its own media services (0: only `storykeep worker` runs jobs). */
  mediaWorkers?: number;
  /**
   * An environment record the areas' settings (export, chaptering, search, imports) and the calls' are parsed from,
   * instead of `config.areas` and `config.rooms` (tests pass their own).
   */
  areaSettings?: AreaSettingsOptions;
  /** Lets call guests upload their local recordings with their call token (the rooms module's). */
  recordingGuests?: RecordingGuests;
  /** Limits on the password, token and code routes (tests of other rules may raise them). */
  credentialLimits?: CredentialLimitSettings;
  /** Replaces the configured analytics provider (tests read the events from here). */
  analytics?: AnalyticsSink;
  /** Replaces the bundled list of common passwords (tests of other rules may pass a short one). */
  commonPasswords?: CommonPasswords;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

/** The HTTP server: the API under `/api`, the web app everywhere else. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, serveWebApp = true } = dependencies;
  const database = dependencies.database as Database;
  // `/stories/` and `/stories` are the same list.
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const now = dependencies.now ?? (() => new Date());
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, s3: config.s3, sentryDsn: config.client?.sentry?.dsn });
  // Several processes share one PostgreSQL database, so they must share the counts too; PGlite has one process.
  const counter = database.kind === 'postgres' ? databaseRateCounter(database.db as Kysely<DB>) : memoryRateCounter();
  registerCredentialLimits(app, dependencies.credentialLimits ?? defaultCredentialLimits, now, counter);
  registerMetrics(app, database, { token: config.metricsToken, now });
  // A configuration built without loadConfig (tests, embedding) gets the same normalised address.
  const publicUrl = normalisePublicUrl(config.publicUrl ?? DEFAULT_PUBLIC_URL);
  // Processes that share a PostgreSQL database share its sealed secrets, so they must be given the same sealing keys.
  const sealing = { sealingKeys: config.sealingKeys, sharedDatabase: config.databaseUrl !== undefined };
  const ownMedia = !dependencies.media && config.dataDir !== undefined;
  const media =
    dependencies.media ??
    (config.dataDir === undefined
      ? undefined
      : await createMediaServices({
          db: database.db,
          dataDir: config.dataDir,
          publicUrl,
          s3: config.s3,
          ...sealing,
          mediaUrlSecret: config.mediaUrlSecret,
          speech: config.speech,
          limits: config.uploadLimits,
        }));
  const jobs = media?.jobs ?? new JobStore(database.db as Kysely<DB>);
  const sealer =
    media?.sealer ?? (await loadSealer({ keys: sealing.sealingKeys, dataDir: config.dataDir, sharedDatabase: sealing.sharedDatabase }));
  const context: AppContext = {
    db: database.db as Kysely<DB>,
    mailer: dependencies.mailer ?? mailerFor(config, (line) => app.log.info(line)),
    jobs,
    now,
    publicUrl,
    apiVersion: config.version,
    contactEmail: config.contactEmail ?? 'contact@storykeep.local',
    accounts: { ...defaultAccountSettings, ...dependencies.accounts },
    sealer,
    commonPasswords: dependencies.commonPasswords ?? bundledCommonPasswords(),
    // Call guests' tokens come from the rooms module unless a test brings its own.
    recordingGuests: dependencies.recordingGuests ?? roomRecordingGuests({ db: database.db as Kysely<DB>, now }),
    log: app.log,
  };
  registerMailJobs(app, context, media, dependencies.mediaWorkers);
  registerAuditedRoutes(app, context);
  const analytics = dependencies.analytics ?? analyticsSinkFor(config.analytics, context.publicUrl);
  if (analytics) context.analytics = analytics;
  if (config.sso) context.sso = new OidcClient(config.sso);
  await database.watchChanges();
  const caches = createAppCaches(database.changes);
  context.caches = caches;
  app.addHook('onClose', async () => caches.close());
  if (media && ownMedia) {
    media.startWorkers(dependencies.mediaWorkers ?? 1);
    app.addHook('onClose', () => media.stop());
  }
  const settingsOptions: AreaSettingsOptions = { ...(config.dataDir ? { dataDir: config.dataDir } : {}), ...dependencies.areaSettings };
  const settings = media ? resolveAreaSettings(media, settingsOptions, config.areas) : undefined;
  const testEnv = dependencies.areaSettings?.env;
  const rooms = testEnv ? roomSettingsFrom(testEnv) : (config.rooms ?? roomSettingsFrom({}));
  if (media && settings) context.archive = storyArchive(context, media, settings.exportDir);
  if (media) context.storyMedia = storyMediaRemoval(media);
  if (media) context.mediaUrls = storyMediaUrls(media);
  await app.register(
    async (api) => {
      installErrorHandler(api);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } }),
      );
      registerHealthRoute(api, database, config.version, media?.store);
      api.get('/openapi.json', async () => openApiDocument(registeredRoutes(context), config.version));
      registerApiRoutes(api, context, apiRoutes);
      if (media && settings) await registerMediaApi(api, context, media, database, settings);
      await registerRoomSignalling(api, context, database, rooms);
    },
    { prefix: '/api' },
  );
  if (serveWebApp)
    await registerWebApp(
      app,
      config.webDist,
      // Whether single sign-on is set up goes into the page too, so the sign-in page shows its link without asking.
      { ...config.client, sso: { enabled: Boolean(context.sso), name: context.sso?.settings.name ?? null } },
      media
        ? firstPageHead(sharePageHead(context, media.store), galleryPageHead(context, media), clipPageHead(context, media.store))
        : undefined,
    );
  return app;
}

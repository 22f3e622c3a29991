import type { CommonPasswords, JobQueue, PermanentExportResponse } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AnalyticsSink } from '../ports/analytics-sink.port.js';
import type { IdentityProvider } from '../ports/identity-provider.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { Sealer } from '../storage/sealer.js';
import type { AppCaches } from './app-caches.js';

/**
 * How one kind of key (an account, an address, a two-factor session) slows down after failures: the first
 * `freeFailures` cost nothing; after that each failure makes the next attempt wait twice as long as the one before,
 * from `baseSeconds` up to `maxSeconds`. Failures are forgotten after `forgetSeconds` without one. Never a lock: once the
 * wait is over, the right password works.
 */
export interface DelayRule {
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetSeconds: number;
}

/** Tunables of the account rules, with defaults in `defaultAccountSettings`. */
export interface AccountSettings {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Password-reset and magic-link lifetime. */
  linkTokenSeconds: number;
  /** How long the link of a registration's verification mail stays valid. */
  verificationTokenSeconds: number;
  /**
   * Growing waits after failed sign-ins (docs/product/security.md): per account (not applied to addresses the account
   * signed in from within `knownAddressSeconds`, so strangers' guesses cannot keep its owner out), per address, and per
   * account for two-factor codes.
   */
  accountDelay: DelayRule;
  addressDelay: DelayRule;
  twoFactorDelay: DelayRule;
  knownAddressSeconds: number;
  /** At most this many e-mailed links of one kind to one account per `mailWindowSeconds` (the rest are dropped). */
  maxMailsPerRecipient: number;
  mailWindowSeconds: number;
}

export const defaultAccountSettings: AccountSettings = {
  accessTokenSeconds: 60 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  linkTokenSeconds: 60 * 60,
  verificationTokenSeconds: 24 * 60 * 60,
  accountDelay: { freeFailures: 5, baseSeconds: 2, maxSeconds: 5 * 60, forgetSeconds: 60 * 60 },
  addressDelay: { freeFailures: 10, baseSeconds: 2, maxSeconds: 15 * 60, forgetSeconds: 60 * 60 },
  twoFactorDelay: { freeFailures: 5, baseSeconds: 2, maxSeconds: 5 * 60, forgetSeconds: 60 * 60 },
  knownAddressSeconds: 90 * 24 * 60 * 60,
  maxMailsPerRecipient: 5,
  mailWindowSeconds: 60 * 60,
};

/** What every use case needs: the database, mail, the clock and the settings. */
export interface AppContext {
  db: Kysely<DB>;
  mailer: Mailer;
  /** The durable job queue (mail that must not be sent inside a request goes through it). */
  jobs: JobQueue;
  now(): Date;
  /** Base address of the web app, for links in e-mails. */
  publicUrl: string;
  apiVersion: string;
  /** Where contact-form messages go. */
  contactEmail: string;
  accounts: AccountSettings;
  /** Seals the secrets the database keeps (two-factor secrets, call session passwords) under the sealing keys. */
  sealer: Sealer;
  /** The list a new password must not be on (kept on the server, loaded once). */
  commonPasswords: CommonPasswords;
  /** Writes a story's archival package; absent when the app runs without a media store. */
  archive?: StoryArchive;
  /** Removes a deleted story's stored media; absent when the app runs without a media store. */
  storyMedia?: StoryMediaRemoval;
  /** Signs short-lived read addresses of stored media; absent when the app runs without a media store. */
  mediaUrls?: MediaUrlSigner;
  /** Rows kept between requests; without them every request reads the database. */
  caches?: AppCaches;
  /** Call guests without an account, admitted to record a story's call; absent when calls are not served. */
  recordingGuests?: RecordingGuests;
  /** Where product analytics go; absent when no provider is configured (the events are then dropped here). */
  analytics?: AnalyticsSink;
  /** The OpenID Connect provider people sign in with; absent when single sign-on is not set up. */
  sso?: IdentityProvider;
  /** Where a use case reports a fault it absorbs (a security event that could not be written); the server's log. */
  log?: { warn(details: object, message: string): void };
}

/**
 * Who may upload a local recording without an account: a call's guest, by the token their join gave them. The rooms
 * module answers for its own tokens; the upload calls ask it only when no account signed the request.
 */
export interface RecordingGuests {
  /** The guest's name in the call when `token` admits them to a call on `storyId`; undefined otherwise. */
  guestFor(token: string, storyId: string): Promise<{ name: string } | undefined>;
}

/** Read addresses of stored media, signed when a story is answered so they never go stale in the database. */
export interface MediaUrlSigner {
  read(key: string): Promise<string>;
}

/** Story deletion's part of the media store (`modules/upload`). */
export interface StoryMediaRemoval {
  /** Notes what the story holds before its rows go (open uploads vanish with them); the answer removes it all. */
  prepare(storyId: string): Promise<() => Promise<void>>;
}

/** The archival export (`modules/export`) as other use cases call it. */
export interface StoryArchive {
  exportStory(storyId: string): Promise<PermanentExportResponse>;
}

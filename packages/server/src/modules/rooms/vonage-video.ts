import type { PhoneLegData } from '@storykeep/core';
import OpenTok from 'opentok';

/** Vonage Video's project key and secret (VONAGE_API_KEY, VONAGE_API_SECRET) and, for tests or a proxy, its address. */
export interface VonageSettings {
  apiKey: string;
  apiSecret: string;
  apiUrl?: string | undefined;
}

/** Vonage Video when both VONAGE_API_KEY and VONAGE_API_SECRET are set; one without the other stops start-up. */
export function vonageFromEnv(env: NodeJS.ProcessEnv): VonageSettings | undefined {
  const apiKey = env.VONAGE_API_KEY?.trim();
  const apiSecret = env.VONAGE_API_SECRET?.trim();
  if (!apiKey && !apiSecret) return undefined;
  if (!apiKey) throw new Error('Invalid environment variable VONAGE_API_KEY: set it with VONAGE_API_SECRET');
  if (!apiSecret) throw new Error('Invalid environment variable VONAGE_API_SECRET: set it with VONAGE_API_KEY');
  const apiUrl = env.VONAGE_API_URL?.trim();
  if (apiUrl && !URL.canParse(apiUrl)) throw new Error('Invalid environment variable VONAGE_API_URL: not a URL');
  return { apiKey, apiSecret, apiUrl: apiUrl || undefined };
}

/**
 * VONAGE_CALLBACK_SECRET: the secret path segment of the archive callback address set in the Vonage project
 * (`{public URL}/api/vonage/archives/{secret}`) and of the dial-in's webhooks (`…/api/vonage/dial-in/…/{secret}`); at
 * least 24 characters of letters, digits, `-` and `_`.
 */
export function vonageCallbackSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.VONAGE_CALLBACK_SECRET?.trim();
  if (!secret) return undefined;
  if (!/^[A-Za-z0-9_-]{24,200}$/.test(secret))
    throw new Error('Invalid environment variable VONAGE_CALLBACK_SECRET: use 24 to 200 letters, digits, - or _');
  return secret;
}

/**
 * VONAGE_DIAL_IN_NUMBER: the telephone number callers join by, answered by a Vonage Voice application that asks for a
 * call's code (this server, with VONAGE_VOICE_SIP_URI); with it, each room on Vonage gets a code and participants see
 * how to join by phone. Needs Vonage itself.
 */
export function vonageDialInNumberFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const number = env.VONAGE_DIAL_IN_NUMBER?.trim();
  if (!number) return undefined;
  if (!/^\+?[0-9][0-9 ().-]{4,30}$/.test(number))
    throw new Error('Invalid environment variable VONAGE_DIAL_IN_NUMBER: a telephone number of digits, spaces, ( ) . - and a leading +');
  if (!env.VONAGE_API_KEY?.trim()) throw new Error('Invalid environment variable VONAGE_DIAL_IN_NUMBER: set it with VONAGE_API_KEY');
  return number;
}

/** What the server reads of an archive. */
export interface VonageArchive {
  id: string;
  status: string;
  sessionId: string;
  outputMode?: string | undefined;
  url: string | null;
  createdAt?: number | undefined;
}

/** The connection data of a room's SIP leg (core's PhoneLegData: the caller's last digits, which name the leg). */
export type VonagePhoneConnectionData = PhoneLegData;

/** Where the session's SIP leg dials, and the digest credentials the endpoint asks for, if any. */
export interface VonageSipTarget {
  uri: string;
  auth?: { username: string; password: string } | undefined;
  /** Headers of the SIP INVITE, each named `X-…`, that the Voice API hands its answer webhook. */
  headers: Record<string, string>;
}

/** What a participant's client token carries, read back by the other browsers as the connection's data. */
export interface VonageConnectionData {
  participantId: string;
  name: string;
  role: 'host' | 'guest';
}

// How long a client token opens the session: as long as a guest's room token.
const TOKEN_SECONDS = 24 * 60 * 60;

function settle<T>(run: (callback: (error: Error | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));
}

/**
 * Vonage Video through its server SDK: a session per room (routed, so it can be archived), a client token per
 * participant, the archive started and stopped with the host's recording, and signals to every browser in the session.
 */
export class VonageVideo {
  private readonly client: OpenTok;

  constructor(readonly settings: VonageSettings) {
    this.client = new OpenTok(settings.apiKey, settings.apiSecret, settings.apiUrl ? { apiUrl: settings.apiUrl } : undefined);
  }

  get apiKey(): string {
    return this.settings.apiKey;
  }

  async createSession(): Promise<string> {
    const session = await settle<{ sessionId: string }>((done) =>
      this.client.createSession({ mediaMode: 'routed', archiveMode: 'manual' }, done),
    );
    return session.sessionId;
  }

  /** A token for one participant; the host moderates, guests publish. */
  clientToken(sessionId: string, data: VonageConnectionData, now: Date): string {
    return this.client.generateToken(sessionId, {
      role: data.role === 'host' ? 'moderator' : 'publisher',
      data: JSON.stringify(data),
      expireTime: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    });
  }

  /**
   * Dials a SIP endpoint into the session as an audio-only participant whose connection data is `data`; answers the
   * leg's connection id, with which it is hung up.
   */
  async dial(sessionId: string, data: VonagePhoneConnectionData, target: VonageSipTarget, now: Date): Promise<string> {
    const token = this.client.generateToken(sessionId, {
      role: 'publisher',
      data: JSON.stringify(data),
      expireTime: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    });
    const options = { headers: target.headers, ...(target.auth ? { auth: target.auth } : {}) };
    const call = await settle<{ connectionId: string }>((done) => this.client.dial(sessionId, token, target.uri, options, done));
    return call.connectionId;
  }

  /** Hangs up one connection of the session (a SIP leg, here). */
  async forceDisconnect(sessionId: string, connectionId: string): Promise<void> {
    await settle<void>((done) => this.client.forceDisconnect(sessionId, connectionId, done));
  }

  /** Starts an archive of the session, one file per stream so each participant keeps their own track. */
  async startArchive(sessionId: string, name: string): Promise<string> {
    const archive = await settle<{ id: string }>((done) => this.client.startArchive(sessionId, { name, outputMode: 'individual' }, done));
    return archive.id;
  }

  async stopArchive(archiveId: string): Promise<void> {
    await settle((done) => this.client.stopArchive(archiveId, done));
  }

  /** An archive as Vonage has it now: its status, session, output mode and, once `available`, its download address. */
  async getArchive(archiveId: string): Promise<VonageArchive> {
    const archive = await settle<Omit<VonageArchive, 'url'> & { url?: string | null }>((done) => this.client.getArchive(archiveId, done));
    return {
      id: archive.id,
      status: archive.status,
      sessionId: archive.sessionId,
      outputMode: archive.outputMode,
      url: archive.url ?? null,
      createdAt: archive.createdAt,
    };
  }

  /** Sends a signal to every connection of the session. */
  async signal(sessionId: string, type: string, data: unknown): Promise<void> {
    await settle<void>((done) => this.client.signal(sessionId, null, { type, data: JSON.stringify(data) }, done));
  }
}

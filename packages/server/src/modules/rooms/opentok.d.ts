// The parts of Vonage's OpenTok server SDK (the `opentok` package, which ships no typings) that rooms use.
declare module 'opentok' {
  type Callback<T> = (error: Error | null, value?: T) => void;
  interface Session {
    sessionId: string;
  }
  interface Archive {
    id: string;
    status: string;
    sessionId: string;
    outputMode?: string;
    /** Where a finished archive is downloaded from, while it is `available`. */
    url?: string | null;
    createdAt?: number;
  }
  interface TokenOptions {
    role?: 'publisher' | 'subscriber' | 'moderator' | 'publisheronly';
    data?: string;
    expireTime?: number;
  }
  interface SipOptions {
    /** Custom headers of the SIP INVITE (each `X-…`). */
    headers?: Record<string, string>;
    /** Digest credentials the SIP endpoint asks for. */
    auth?: { username: string; password: string };
    secure?: boolean;
    from?: string;
  }
  interface SipInterconnect {
    id: string;
    connectionId: string;
    streamId: string;
  }
  class OpenTok {
    constructor(apiKey: string, apiSecret: string, env?: { apiUrl?: string; timeout?: number });
    createSession(options: { mediaMode?: 'routed' | 'relayed'; archiveMode?: 'manual' | 'always' }, callback: Callback<Session>): void;
    generateToken(sessionId: string, options?: TokenOptions): string;
    startArchive(sessionId: string, options: { name?: string; outputMode?: 'composed' | 'individual' }, callback: Callback<Archive>): void;
    stopArchive(archiveId: string, callback: Callback<Archive>): void;
    getArchive(archiveId: string, callback: Callback<Archive>): void;
    signal(sessionId: string, connectionId: string | null, payload: { type: string; data: string }, callback: Callback<void>): void;
    dial(sessionId: string, token: string, sipUri: string, options: SipOptions, callback: Callback<SipInterconnect>): void;
    forceDisconnect(sessionId: string, connectionId: string, callback: Callback<void>): void;
  }
  export default OpenTok;
}

import {
  OT_AUTHENTICATION_ERROR,
  type OtCallback,
  type OtClient,
  type OtConnection,
  type OtPublisher,
  type OtPublisherProperties,
  type OtSession,
  type OtStream,
  type OtSubscriber,
} from './opentok-surface.js';

type Handler = (event: never) => void;

class Emitter {
  private readonly handlers = new Map<string, Handler[]>();
  on(type: string, handler: Handler): this {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  emit(type: string, event: object): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event as never);
  }
}

// Every SDK callback and event comes later than the call that caused it, as over a network.
const later = (run: () => void) => setTimeout(run, 0);

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

class FakePublisher extends Emitter implements OtPublisher {
  readonly mediaStream = { id: nextId('media') };
  video: boolean;
  destroyed = false;
  constructor(readonly properties: OtPublisherProperties) {
    super();
    this.video = properties.publishVideo ?? true;
  }
  publishVideo(value: boolean): this {
    this.video = value;
    return this;
  }
  destroy(): this {
    this.destroyed = true;
    return this;
  }
}

class FakeSession extends Emitter implements OtSession {
  connection: OtConnection | undefined;
  readonly streams = new Map<FakePublisher, OtStream>();
  constructor(
    private readonly service: FakeOpenTok,
    readonly sessionId: string,
  ) {
    super();
  }
  connect(token: string, callback: OtCallback): this {
    const data = this.service.tokens.get(token);
    later(() => {
      if (data === undefined) return callback({ name: 'OT_AUTHENTICATION_ERROR', code: OT_AUTHENTICATION_ERROR, message: 'Invalid token' });
      this.connection = { connectionId: nextId('connection'), data };
      const others = this.service.connected(this.sessionId).filter((s) => s !== this);
      this.service.sessions.add(this);
      // Like the SDK: those already there are announced to the newcomer, and the newcomer to them.
      for (const other of others) if (other.connection) this.emit('connectionCreated', { connection: other.connection });
      for (const other of others) other.emit('connectionCreated', { connection: this.connection });
      callback();
      for (const other of others) for (const stream of other.streams.values()) this.emit('streamCreated', { stream });
    });
    return this;
  }
  publish(publisher: OtPublisher, callback: OtCallback): this {
    later(() => {
      if (!this.connection) return callback({ code: 1010, message: 'Not connected' });
      const fake = publisher as FakePublisher;
      const stream: OtStream = {
        streamId: nextId('stream'),
        connection: this.connection,
        hasVideo: fake.video,
        videoType: fake.properties.videoSource === 'screen' ? 'screen' : 'camera',
      };
      this.streams.set(fake, stream);
      for (const other of this.service.connected(this.sessionId)) if (other !== this) other.emit('streamCreated', { stream });
      callback();
    });
    return this;
  }
  unpublish(publisher: OtPublisher): void {
    const stream = this.streams.get(publisher as FakePublisher);
    this.streams.delete(publisher as FakePublisher);
    if (stream)
      for (const other of this.service.connected(this.sessionId))
        if (other !== this) later(() => other.emit('streamDestroyed', { stream, reason: 'clientDisconnected' }));
  }
  subscribe(stream: OtStream, _target: undefined, _properties: { insertDefaultUI: false }, callback: OtCallback): OtSubscriber {
    const subscriber = new Emitter();
    later(() => {
      subscriber.emit('videoElementCreated', { element: { srcObject: { id: `received-${stream.streamId}` } } });
      callback();
    });
    return subscriber;
  }
  signal(signal: { type: string; data: string }, callback: OtCallback): this {
    const from = this.connection;
    later(() => {
      if (!from) return callback({ code: 1010, message: 'Not connected' });
      for (const session of this.service.connected(this.sessionId))
        session.emit('signal', { type: `signal:${signal.type}`, data: signal.data, from });
      callback();
    });
    return this;
  }
  disconnect(): this {
    this.leave('clientDisconnected');
    return this;
  }
  /** Leaves the session: the others see its streams and its connection go. */
  leave(reason: string): void {
    const connection = this.connection;
    if (!connection || !this.service.sessions.delete(this)) return;
    const streams = [...this.streams.values()];
    this.streams.clear();
    for (const other of this.service.connected(this.sessionId))
      later(() => {
        for (const stream of streams) other.emit('streamDestroyed', { stream, reason });
        other.emit('connectionDestroyed', { connection, reason });
      });
  }
}

/**
 * A loopback stand-in for Vonage Video as the browser SDK shows it: sessions whose connections, streams and signals
 * reach every other browser of the same session in this process. It implements only the SDK surface the adapter uses
 * (OtClient); no media flows: a subscribed stream is a placeholder object with an id.
 */
export class FakeOpenTok implements OtClient {
  /** Client tokens the "server" made, with the connection data each carries. */
  readonly tokens = new Map<string, string>();
  readonly sessions = new Set<FakeSession>();
  readonly publishers: FakePublisher[] = [];
  /** Makes the next publisher fail to start with this error (no camera, permission denied). */
  failNextPublisher: { code: number; message: string } | undefined;

  connected(sessionId: string): FakeSession[] {
    return [...this.sessions].filter((s) => s.sessionId === sessionId);
  }

  initSession(_apiKey: string, sessionId: string): OtSession {
    return new FakeSession(this, sessionId);
  }

  initPublisher(_target: undefined, properties: OtPublisherProperties, callback: OtCallback): OtPublisher {
    const publisher = new FakePublisher(properties);
    this.publishers.push(publisher);
    const failure = this.failNextPublisher;
    this.failNextPublisher = undefined;
    later(() => {
      if (failure) return callback(failure);
      callback();
      publisher.emit('mediaStreamAvailable', { mediaStream: publisher.mediaStream });
    });
    return publisher;
  }

  /** What the server does through Vonage's REST API: a signal to every connection of the session, from no one. */
  serverSignal(sessionId: string, type: string, data: unknown): void {
    for (const session of this.connected(sessionId))
      later(() => session.emit('signal', { type: `signal:${type}`, data: JSON.stringify(data), from: null }));
  }

  /** An archive of the session starts or stops. */
  archive(sessionId: string, on: boolean): void {
    for (const session of this.connected(sessionId))
      later(() => session.emit(on ? 'archiveStarted' : 'archiveStopped', { id: 'archive-1', name: 'story' }));
  }

  /** The network drops a browser: it gets sessionDisconnected, the others see it leave. */
  drop(connectionId: string): void {
    const session = [...this.sessions].find((s) => s.connection?.connectionId === connectionId);
    if (!session) return;
    session.leave('networkDisconnected');
    later(() => session.emit('sessionDisconnected', { reason: 'networkDisconnected' }));
  }
}

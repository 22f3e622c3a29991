import { type SignalClientMessage, type SignalServerMessage, SignalServerMessageSchema, VideoCallError } from '@storykeep/core';

/** The few WebSocket members the signalling uses (the browser's WebSocket, or `ws` in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

const OPEN = 1;

/**
 * Close codes of the server: the token is not valid for this room (4403), no such room (4404), or the built-in call
 * already holds as many people as it can (4409, the reason is the message to show).
 */
function closeError(code: number, reason: string): VideoCallError {
  if (code === 4403) return new VideoCallError(reason || 'Not allowed in this room', 'failed');
  if (code === 4409) return new VideoCallError(reason || 'This call is full');
  return new VideoCallError(`Signalling closed (${code}${reason ? `: ${reason}` : ''})`);
}

/**
 * The signalling socket of one room: sends `{ type: 'auth', token }` first, resolves on the server's welcome, then
 * hands every validated message to `onMessage` and an unexpected close to `onClose`.
 */
export class SignalSocket {
  private closedByUs = false;

  private constructor(private readonly socket: SocketLike) {}

  static open(
    socket: SocketLike,
    token: string,
    onMessage: (message: SignalServerMessage) => void,
    onClose: (reason: string) => void,
  ): Promise<{ signal: SignalSocket; welcome: Extract<SignalServerMessage, { type: 'welcome' }> }> {
    const signal = new SignalSocket(socket);
    return new Promise((resolve, reject) => {
      let welcomed = false;
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.addEventListener('message', (event) => {
        const parsed = SignalServerMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'welcome' && !welcomed) {
          welcomed = true;
          resolve({ signal, welcome: parsed.data });
          return;
        }
        if (welcomed) onMessage(parsed.data);
      });
      socket.addEventListener('close', (event) => {
        if (!welcomed) reject(closeError(event.code, event.reason));
        else if (!signal.closedByUs) onClose(closeError(event.code, event.reason).message);
      });
    });
  }

  send(message: SignalClientMessage): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closedByUs = true;
    this.socket.close(1000, 'left');
  }
}

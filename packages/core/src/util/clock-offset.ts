/**
 * How far the server's clock is ahead of this device's (ms), from a server time stamped while a request was
 * in flight: the server is taken to have answered halfway through the round trip.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server) || receivedAt < sentAt) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

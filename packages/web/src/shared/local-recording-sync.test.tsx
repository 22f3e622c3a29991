// @vitest-environment jsdom
import type { LocalRecordingStream } from '@storykeep/core';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../testing/test-services.fixture.js';

afterEach(cleanup);

async function storeStopped(services: ReturnType<typeof createTestServices>, streamId: string, extra: Partial<LocalRecordingStream>) {
  const long = new Date(Date.now() - 10 * 60_000).toISOString();
  await services.localRecordings.putStream({
    id: streamId,
    streamId,
    storyId: 'story-3',
    sessionId: 'room',
    uploadId: null,
    uploadKey: null,
    uploadToken: null,
    recordingStartTime: long,
    recordingStopTime: long,
    localTimeOffset: 0,
    userId: null,
    type: 'audio',
    partIds: [`${streamId}-1`],
    ...extra,
  });
  await services.localRecordings.putPart(
    { partId: `${streamId}-1`, streamId, byteLength: 2, uploaded: false },
    { partId: `${streamId}-1`, arrayBuffer: new Uint8Array([7, 8]).buffer },
  );
  await services.localRecordings.setUpdateTime({ streamId, updateTime: long });
}

describe('the background upload for someone signed out', () => {
  it('resumes a call guest’s recording left on the device, with their join token, and leaves any other alone', async () => {
    const services = createTestServices();
    await storeStopped(services, 'guest-stream', { participantName: 'Nora Narrator', guestToken: 'join-token' });
    await storeStopped(services, 'no-credential', {});
    await settled(services);
    renderWithServices(services, <p>Thank you</p>);
    await waitFor(() => expect(services.recordingUploads.completed.has('guest-stream')).toBe(true), { timeout: 5000 });
    expect(services.recordingUploads.opened.get('guest-stream')).toEqual({ participantName: 'Nora Narrator', guestToken: 'join-token' });
    expect(services.recordingUploads.opened.has('no-credential')).toBe(false);
    expect(await services.localRecordings.getStream('no-credential')).toBeDefined();
  });
});

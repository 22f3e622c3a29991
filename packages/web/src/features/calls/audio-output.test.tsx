// @vitest-environment jsdom
import type { SavedCallDevices } from '@storykeep/core';
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceCheck } from './device-check.js';
import { VideoTile } from './video-tile.js';

const devices = [
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Desk microphone', groupId: 'g1' },
  { kind: 'videoinput', deviceId: 'cam-1', label: 'Desk camera', groupId: 'g1' },
  { kind: 'audiooutput', deviceId: 'default', label: 'Default', groupId: 'g2' },
  { kind: 'audiooutput', deviceId: 'headset-1', label: 'Headset', groupId: 'g2' },
] as MediaDeviceInfo[];

/** A stream with no tracks: the preview shows it, the level meter has nothing to hear. */
const emptyStream = { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;

type SinkPrototype = { setSinkId?: (id: string) => Promise<void> };
const prototype = HTMLMediaElement.prototype as SinkPrototype;

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => emptyStream, enumerateDevices: async () => devices },
  });
});
afterEach(() => {
  cleanup();
  delete prototype.setSinkId;
});

/** The browser can choose where sound plays (Chromium, Firefox); every call is recorded with the element's id. */
function browserWithSinks() {
  const applied: Array<{ element: string | null; sinkId: string }> = [];
  prototype.setSinkId = vi.fn(async function (this: HTMLMediaElement, sinkId: string) {
    applied.push({ element: this.getAttribute('aria-label'), sinkId });
  });
  return applied;
}

function showDeviceCheck(saved: SavedCallDevices = {}) {
  const confirmed: SavedCallDevices[] = [];
  render(<DeviceCheck saved={saved} onConfirm={(d) => confirmed.push(d)} />);
  return confirmed;
}

describe('the speaker output', () => {
  it('is offered at the device check where the browser can choose it, and kept with the other devices', async () => {
    browserWithSinks();
    const confirmed = showDeviceCheck();
    const speaker = (await screen.findByLabelText(messages.audioOutputLabel)) as HTMLSelectElement;
    // The browser's own "default" entry is the System default choice, not a second device.
    expect([...speaker.options].map((o) => o.textContent)).toEqual([messages.audioOutputDefault, 'Headset']);
    fireEvent.change(speaker, { target: { value: 'headset-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the call' }));
    expect(confirmed).toEqual([{ audioinput: null, videoinput: null, audiooutput: 'headset-1' }]);
  });

  it('is not offered where the browser cannot choose (no setSinkId), and no earlier choice is kept', async () => {
    const confirmed = showDeviceCheck({ audiooutput: 'headset-1' });
    await screen.findByLabelText('Microphone');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Desk microphone'));
    expect(screen.queryByLabelText(messages.audioOutputLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the call' }));
    expect(confirmed[0]?.audiooutput).toBeNull();
  });

  it("plays the other participants' sound on the chosen device, never the muted own picture", () => {
    const applied = browserWithSinks();
    render(
      <>
        <VideoTile name="Hana Host" stream={null} local sinkId="headset-1" />
        <VideoTile name="Nora Narrator" stream={null} sinkId="headset-1" />
      </>,
    );
    expect(applied).toEqual([{ element: 'Video of Nora Narrator', sinkId: 'headset-1' }]);
  });

  it('leaves the sound on the default output when no device was chosen', () => {
    const applied = browserWithSinks();
    render(<VideoTile name="Nora Narrator" stream={null} sinkId={undefined} />);
    expect(applied).toEqual([]);
  });
});

import { type RefObject, useEffect } from 'react';

/** An element that can play on a chosen output device (Chromium and Firefox; Safari has no `setSinkId`). */
type SinkElement = HTMLMediaElement & { setSinkId?: (sinkId: string) => Promise<void>; sinkId?: string };

/** Whether this browser lets a page choose where sound plays. */
export function canChooseAudioOutput(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

/**
 * Plays the element's sound on the output device chosen at the device check, where the browser can choose; a device
 * that is gone (unplugged since) leaves the sound on the default output.
 */
export function useAudioOutput(element: RefObject<HTMLMediaElement | null>, sinkId: string | undefined): void {
  useEffect(() => {
    const media = element.current as SinkElement | null;
    if (!media?.setSinkId || !sinkId || media.sinkId === sinkId) return;
    media.setSinkId(sinkId).catch(() => undefined);
  }, [element, sinkId]);
}

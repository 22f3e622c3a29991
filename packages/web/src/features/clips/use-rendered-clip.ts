import { type Clip, ClipApi, type ClipApi as ClipApiPort, clipReadinessMachine } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';

/**
 * The clip as last read while its renditions are cut (read again every few seconds until they exist, as the
 * editor does), and whether it has stopped waiting for them.
 */
export function useRenderedClip(storyId: string, clip: Clip): { clip: Clip; waiting: boolean } {
  const clips = useService<ClipApiPort>(ClipApi);
  const machine = useMemo(
    () =>
      clipReadinessMachine.provide({
        actors: {
          readClip: fromPromise(({ input }: { input: { storyId: string; clipId: string } }) => clips.read(input.storyId, input.clipId)),
        },
      }),
    [clips],
  );
  const readiness = useActorRef(machine, { input: { storyId, clip } });
  const latest = useSelector(readiness, (s) => s.context.clip);
  const done = useSelector(readiness, (s) => s.status === 'done');
  return { clip: latest, waiting: !done };
}

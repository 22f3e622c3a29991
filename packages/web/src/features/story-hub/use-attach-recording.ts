import { StoryApi, UploadApi } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { wiredFileUploadMachine } from '../../shared/upload-actors.js';

type AttachMachine = ReturnType<typeof wiredFileUploadMachine>;

/** Where adding a recording to this interview stands. */
export type AttachState = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'done' } | { status: 'failed' };

/**
 * Sends a file as the recording of an interview that has none, through core's file upload machine (the same parts,
 * resume and completion as the upload page) but opened with the interview's own upload-config instead of a new story.
 * `onDone` runs once the server holds the file and has started processing it.
 */
export function useAttachRecording(storyId: string, projectId: string, onDone: () => void) {
  const uploads = useService<UploadApi>(UploadApi);
  const stories = useService<StoryApi>(StoryApi);
  const [actor, setActor] = useState<Actor<AttachMachine> | null>(null);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );
  const status =
    useSelector(actor ?? undefined, (s) => (!s ? 'idle' : s.matches('complete') ? 'done' : s.matches('failed') ? 'failed' : 'uploading')) ??
    'idle';
  const percent = useSelector(actor ?? undefined, (s) => Number(s?.context.uploadProgress ?? 0)) ?? 0;
  const state: AttachState = status === 'uploading' ? { status, percent: Number.isFinite(percent) ? percent : 0 } : { status };
  // Told once when the file is in: the caller's function may be a new one on every render.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (status === 'done') done.current();
  }, [status]);
  const choose = (file: File) => {
    const started = createActor(wiredFileUploadMachine(uploads, stories, storyId), {
      input: { id: storyId, file, target: { projectId, folderIds: [] } },
    });
    started.start();
    started.send({ type: 'upload.start' });
    setActor(started);
  };
  const retry = () => actor?.send({ type: 'upload.resume' });
  return { state, choose, retry };
}

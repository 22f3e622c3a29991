import { Body1, Button, Field, makeStyles, ProgressBar, Select, Title1, tokens } from '@fluentui/react-components';
import { callsLabels, interviewMessages, messages, type SavedCallDevices } from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { useRoomPageStyles } from './room-start-page.js';
import { useAudioLevel } from './use-audio-level.js';
import { canChooseAudioOutput } from './use-audio-output.js';

const useStyles = makeStyles({
  preview: {
    width: '100%',
    maxWidth: '480px',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * Before entering: pick the camera, microphone and (where the browser can play on a chosen device) the speaker,
 * remembered on this device; see the preview and hear the level.
 */
export function DeviceCheck(props: { saved: SavedCallDevices; onConfirm(devices: SavedCallDevices): void }) {
  const page = useRoomPageStyles();
  const styles = useStyles();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [audioinput, setAudio] = useState(props.saved.audioinput ?? '');
  const [videoinput, setVideo] = useState(props.saved.videoinput ?? '');
  const [audiooutput, setOutput] = useState(props.saved.audiooutput ?? '');
  // Safari cannot choose where a page's sound plays: there the choice is not offered at all.
  const outputs = canChooseAudioOutput() ? devices.filter((d) => d.kind === 'audiooutput' && d.deviceId !== 'default') : [];
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const { level } = useAudioLevel(stream);

  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: audioinput ? { deviceId: { exact: audioinput } } : true,
        video: videoinput ? { deviceId: { exact: videoinput } } : true,
      })
      .then(async (media) => {
        opened = media;
        if (!live) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        setFailed(false);
        setStream(media);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      for (const track of opened?.getTracks() ?? []) track.stop();
    };
  }, [audioinput, videoinput]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const current = (kind: 'audioinput' | 'videoinput', chosen: string) =>
    chosen ||
    stream
      ?.getTracks()
      .find((t) => `${t.kind}input` === kind)
      ?.getSettings().deviceId ||
    '';
  const options = (kind: MediaDeviceKind) =>
    devices
      .filter((d) => d.kind === kind)
      .map((d, i) => (
        <option key={d.deviceId} value={d.deviceId}>
          {d.label || `${kind} ${i + 1}`}
        </option>
      ));

  return (
    <div className={page.page}>
      <Title1 as="h1">{callsLabels.checkYourCameraAndMicrophone}</Title1>
      {failed && <Body1 role="alert">{interviewMessages.devicesNotFound}</Body1>}
      <video ref={video} className={styles.preview} autoPlay muted playsInline aria-label={callsLabels.cameraPreview} />
      <Field label={callsLabels.microphoneLevel}>
        <ProgressBar value={level} max={1} thickness="large" aria-label={callsLabels.microphoneLevel} />
      </Field>
      <Field label={callsLabels.camera}>
        <Select value={current('videoinput', videoinput)} onChange={(_, d) => setVideo(d.value)}>
          {options('videoinput')}
        </Select>
      </Field>
      <Field label={callsLabels.microphone}>
        <Select value={current('audioinput', audioinput)} onChange={(_, d) => setAudio(d.value)}>
          {options('audioinput')}
        </Select>
      </Field>
      {outputs.length > 0 && (
        <Field label={messages.audioOutputLabel}>
          <Select value={audiooutput} onChange={(_, d) => setOutput(d.value)}>
            <option value="">{messages.audioOutputDefault}</option>
            {outputs.map((d, i) => (
              <option key={d.deviceId} value={d.deviceId}>
                {d.label || `${messages.audioOutputLabel} ${i + 1}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div className={page.actions}>
        <Button
          appearance="primary"
          onClick={() => {
            for (const track of stream?.getTracks() ?? []) track.stop();
            props.onConfirm({
              ...props.saved,
              audioinput: audioinput || null,
              videoinput: videoinput || null,
              // A choice the browser cannot apply is not kept.
              audiooutput: outputs.length > 0 ? audiooutput || null : null,
            });
          }}
        >
          {callsLabels.joinTheCall}
        </Button>
      </div>
    </div>
  );
}

import {
  Badge,
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  callsLabels,
  interviewMessages,
  isActiveCallStatus,
  messages,
  participantName,
  pathTo,
  type RoomApi,
  RoomApi as RoomApiToken,
  type RoomJoinResponse,
  type SavedCallDevices,
  type VideoCall,
  type VideoCallProvider,
  VideoCallProvider as VideoCallProviderToken,
} from '@storykeep/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { CallRecordingChoice, RecordingLayoutControl } from './call-recording-controls.js';
import { ChatPanel } from './chat-panel.js';
import { DialInInfo } from './dial-in-info.js';
import { OwnRecordingStatus } from './own-recording-status.js';
import { useCallMachine } from './use-call-machine.js';
import { useCallRecorder } from './use-call-recorder.js';
import { VideoTile } from './video-tile.js';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalM,
  },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', flexGrow: 1, alignItems: 'flex-start' },
  tiles: {
    flexGrow: 3,
    flexBasis: '320px',
    minWidth: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  },
  side: { flexGrow: 1, flexBasis: '260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  controls: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
});

interface CallScreenProps {
  roomKey: string;
  join: RoomJoinResponse;
  token: string;
  devices: SavedCallDevices;
}

/** The call: loads the video-call adapter (only here), then shows the room. */
export function CallScreen(props: CallScreenProps) {
  const provider = useService<VideoCallProvider>(VideoCallProviderToken);
  const loaded = useLoad(() => provider.open(), [provider]);
  if (loaded.state === 'loading') return <Spinner label={callsLabels.connecting} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.callLoadFailed}</Body1>;
  return <CallRoom {...props} call={loaded.value} />;
}

/** Statuses in which this participant has left the call or was never let in. */
const NOT_IN_CALL = new Set(['finished', 'auth_needed', 'auth_failed']);

const STATUS_TEXT: Record<string, string> = {
  connecting: 'Connecting',
  reconnecting: 'Reconnecting',
  started: 'Connected',
  finished: 'Call ended',
  disconnected: 'Disconnected',
  failed: 'Connection failed',
  auth_needed: 'Session password needed',
  auth_failed: 'Not allowed in this call',
};

function CallRoom({ call, roomKey, join, token, devices }: CallScreenProps & { call: VideoCall }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const rooms = useService<RoomApi>(RoomApiToken);
  const [snapshot, send] = useCallMachine(call, rooms, roomKey, join, token, devices);
  const c = snapshot.context;
  const isHost = c.self?.role === 'host';
  const recorder = useCallRecorder({
    recording: c.recording.isRecording,
    // A lost connection does not stop the recording on this device: that is what keeps the archive whole.
    inCall: !NOT_IN_CALL.has(c.status),
    video: c.streamStatus !== 'audio_only',
    roomKey,
    join,
    devices,
  });

  useEffect(() => {
    if (c.status !== 'finished') return;
    navigate(pathTo(isHost ? 'publicConclude' : 'thankYou', { storyId: join.storyId }));
  }, [c.status, isHost, join.storyId, navigate]);

  const others = Object.entries(c.participants).filter(([peerId]) => peerId !== c.self?.peerId);
  const deviceProblem = c.lastError?.kind === 'init_publish' && !isActiveCallStatus(c.status);

  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <Subtitle2 as="h1">{join.title || callsLabels.interview}</Subtitle2>
        <Badge appearance="outline" aria-label={callsLabels.connectionStatus}>
          {STATUS_TEXT[c.status] ?? c.status}
        </Badge>
        {c.recording.isRecording && (
          <Badge color="danger" role="status" aria-label={callsLabels.recording}>
            {callsLabels.recording}
          </Badge>
        )}
        {c.screenSharing && <Badge appearance="tint">{callsLabels.youAreSharingYourScreen}</Badge>}
      </header>
      {deviceProblem && (
        <MessageBar intent="error">
          <MessageBarBody>{interviewMessages.devicesNotFound}</MessageBarBody>
        </MessageBar>
      )}
      {c.status === 'failed' && !deviceProblem && (
        <MessageBar intent="error">
          <MessageBarBody>
            {/* A full built-in call says so in the catalogue's words; anything else is a connection problem. */}
            {c.lastError?.message === messages.callFull ? messages.callFull : callsLabels.theCallCouldNotConnectCheck}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <section className={styles.tiles} aria-label={callsLabels.participantsVideo}>
          <VideoTile
            name={participantName(c.self?.name)}
            stream={(c.localStream as MediaStream | null) ?? null}
            local
            note={c.streamStatus === 'audio_only' ? 'Audio only' : undefined}
            sinkId={devices.audiooutput ?? undefined}
          />
          {others
            .filter(([, p]) => p.isPresent)
            .map(([peerId, p]) => (
              <VideoTile
                key={peerId}
                name={participantName(p.name)}
                stream={(c.streams[peerId] as MediaStream | undefined) ?? null}
                note={c.remoteScreens[peerId] ? 'Sharing screen' : undefined}
                sinkId={devices.audiooutput ?? undefined}
              />
            ))}
        </section>
        <aside className={styles.side}>
          <OwnRecordingStatus recorder={recorder} />
          <RecordingLayoutControl context={c} isHost={isHost} onChange={(layout) => send({ type: 'call.layout.set', layout })} />
          {isHost && <CallRecordingChoice context={c} storyId={join.storyId} />}
          <section aria-label={callsLabels.participants}>
            <Subtitle2 as="h2">{callsLabels.participants}</Subtitle2>
            <ul className={styles.list}>
              {Object.entries(c.participants).map(([peerId, p]) => (
                <li key={peerId}>
                  <Text>
                    {participantName(p.name)} · {p.role === 'host' ? callsLabels.host : callsLabels.guest}
                    {peerId === c.self?.peerId ? callsLabels.youSuffix : p.isPresent ? '' : callsLabels.left}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
          {c.questions.length > 0 && (
            <section aria-label={callsLabels.questionsToAsk}>
              <Subtitle2 as="h2">{callsLabels.questions}</Subtitle2>
              <ol className={styles.list}>
                {c.questions.map((q) => (
                  <li key={q}>
                    <Text>{q}</Text>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <DialInInfo dialIn={c.dialIn} />
          <ChatPanel messages={c.chatMessages} onSend={(text) => send({ type: 'call.chat.send', text })} />
        </aside>
      </div>
      <footer className={styles.controls}>
        <Button onClick={() => send({ type: 'call.video.toggle' })} disabled={c.status !== 'started'}>
          {c.streamStatus === 'audio_only' ? callsLabels.turnCameraOn : callsLabels.audioOnly}
        </Button>
        <Button onClick={() => send({ type: 'call.screenShare.toggle' })} disabled={c.status !== 'started'}>
          {c.screenSharing ? callsLabels.stopSharing : callsLabels.shareScreen}
        </Button>
        {isHost && (
          <Button
            appearance="primary"
            disabled={c.status !== 'started'}
            onClick={() => send({ type: c.recording.isRecording ? 'call.recording.stop' : 'call.recording.start' })}
          >
            {c.recording.isRecording ? callsLabels.stopRecording : callsLabels.startRecording}
          </Button>
        )}
        {(c.status === 'failed' || c.status === 'disconnected') && (
          <Button onClick={() => send({ type: 'call.retry' })}>{callsLabels.tryAgain}</Button>
        )}
        <Button onClick={() => send({ type: 'call.leave' })}>{callsLabels.leaveTheCall}</Button>
      </footer>
      <Dialog open={c.layoutError} onOpenChange={(_, d) => !d.open && send({ type: 'call.layoutError.dismiss' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{interviewMessages.layoutUpdateErrorTitle}</DialogTitle>
            <DialogContent>{interviewMessages.layoutUpdateErrorBody}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => send({ type: 'call.layoutError.dismiss' })}>
                {callsLabels.ok}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}

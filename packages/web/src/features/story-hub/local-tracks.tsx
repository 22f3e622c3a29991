import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { type RecordedStream, SharingApi, storyHubLabels, type TrackFormat } from '@storykeep/core';
import { useOptionalService } from '../../shared/optional-service.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  // A line of its own under the hub's actions.
  list: { flexBasis: '100%', margin: 0, paddingLeft: tokens.spacingHorizontalL, minWidth: 0, overflowWrap: 'anywhere' },
});

const CONTAINERS: Record<string, string> = { 'matroska,webm': 'WebM', 'mov,mp4,m4a,3gp,3g2,mj2': 'MP4', wav: 'WAV', ogg: 'Ogg' };
const CODECS: Record<string, string> = { opus: 'Opus', aac: 'AAC', pcm_s16le: '16-bit PCM', pcm_s24le: '24-bit PCM', flac: 'FLAC' };

/** "Opus, 48 kHz, stereo, WebM": how a track was captured, in the words an archivist reads. */
export function trackFormatText(format: TrackFormat): string {
  const channels =
    format.channels === 1 ? 'mono' : format.channels === 2 ? 'stereo' : format.channels ? `${format.channels} channels` : null;
  return [
    format.codec ? (CODECS[format.codec] ?? format.codec) : null,
    format.sampleRate ? `${format.sampleRate / 1000} kHz` : null,
    channels,
    CONTAINERS[format.container] ?? format.container,
  ]
    .filter(Boolean)
    .join(', ');
}

const lineOf = (stream: RecordedStream) =>
  `${stream.participantName}: ${stream.format ? trackFormatText(stream.format) : stream.state === 'completed' ? 'format not read yet' : stream.state}`;

/** Each participant's local recording and the format it was captured in (read once the call is mixed). */
export function LocalTracks({ storyId }: { storyId: string }) {
  const styles = useStyles();
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const tracks = useLoad(async () => (sharing ? sharing.localTracks(storyId) : []), [sharing, storyId]);
  if (tracks.state !== 'ready' || tracks.value.length === 0) return null;
  return (
    <ul aria-label={storyHubLabels.localRecordings} className={styles.list}>
      {tracks.value.map((stream) => (
        <li key={stream.streamId}>
          <Caption1>{lineOf(stream)}</Caption1>
        </li>
      ))}
    </ul>
  );
}

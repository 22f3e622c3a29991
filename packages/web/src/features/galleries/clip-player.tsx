import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  player: { width: '100%', maxHeight: '260px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

export interface ClipPlayerProps {
  src: string;
  /** Seconds into `src` to play from and to (a media fragment: the browser stops at `end`). */
  start?: number | undefined;
  end?: number | undefined;
  audio: boolean;
  poster?: string | null | undefined;
  label: string;
}

/** A clip's player: audio or video, limited to its range when the source is the whole interview. */
export function ClipPlayer({ src, start, end, audio, poster, label }: ClipPlayerProps) {
  const styles = useStyles();
  const url = start !== undefined && end !== undefined ? `${src}#t=${start},${end}` : src;
  return audio ? (
    // biome-ignore lint/a11y/useMediaCaption: the clip's words are in its interview's transcript
    <audio controls preload="metadata" src={url} className={styles.player} aria-label={label} />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the clip's words are in its interview's transcript
    <video controls preload="metadata" src={url} poster={poster ?? undefined} className={styles.player} aria-label={label} />
  );
}

import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { callsLabels } from '@storykeep/core';
import { useEffect, useRef } from 'react';
import { useAudioLevel } from './use-audio-level.js';
import { useAudioOutput } from './use-audio-output.js';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    aspectRatio: '16 / 9',
    outline: `${tokens.strokeWidthThick} solid transparent`,
    margin: 0,
  },
  speaking: { outline: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}` },
  video: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  label: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    bottom: tokens.spacingVerticalS,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** One participant's video (or their audio alone), their name, and a ring while they speak. */
export function VideoTile(props: {
  name: string;
  stream: MediaStream | null;
  local?: boolean;
  note?: string;
  sinkId?: string | undefined;
}) {
  const styles = useStyles();
  const video = useRef<HTMLVideoElement>(null);
  const { speaking } = useAudioLevel(props.stream);
  useEffect(() => {
    if (video.current && video.current.srcObject !== props.stream) video.current.srcObject = props.stream;
  }, [props.stream]);
  useAudioOutput(video, props.local ? undefined : props.sinkId);
  return (
    <figure
      className={mergeClasses(styles.tile, speaking && styles.speaking)}
      aria-label={props.local ? callsLabels.yourOwnName(props.name) : props.name}
      data-speaking={speaking ? 'true' : 'false'}
    >
      <video
        ref={video}
        className={styles.video}
        autoPlay
        playsInline
        muted={props.local === true}
        data-peer={props.local ? 'local' : 'remote'}
        aria-label={callsLabels.videoOfPerson(props.name)}
      />
      <figcaption className={styles.label}>
        <Text weight="semibold">{props.local ? callsLabels.yourOwnName(props.name) : props.name}</Text>
        {speaking && <Badge appearance="tint">{callsLabels.speaking}</Badge>}
        {props.note && <Badge appearance="outline">{props.note}</Badge>}
      </figcaption>
    </figure>
  );
}

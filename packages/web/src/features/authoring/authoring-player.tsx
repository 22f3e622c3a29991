import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { authoringLabels, isAudioStory, KEYBOARD_SKIP_SECONDS, type Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { type RefObject, useEffect } from 'react';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  player: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  frame: { position: 'relative' },
  video: {
    display: 'block',
    width: '100%',
    maxHeight: '40vh',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
  },
  thumbnail: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
  },
  audio: { width: '100%' },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
});

/** Speeds offered for listening: slower for transcribing a fast speaker, faster for skimming. */
const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * The recording with play/pause and the thumbnail/video switch. The machine says whether it plays; the element
 * reports its time and duration back, and its own controls' play and pause.
 */
export function AuthoringPlayer({
  actor,
  story,
  media,
}: {
  actor: AuthoringActor;
  story: Story;
  media: RefObject<HTMLMediaElement | null>;
}) {
  const styles = useStyles();
  const playing = useSelector(actor, (s) => s.context.playing);
  const rate = useSelector(actor, (s) => s.context.playbackRate);
  const thumbnailVisible = useSelector(actor, (s) => s.context.thumbnailVisible);
  const audio = isAudioStory(story);

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    if (playing && element.paused) element.play()?.catch(() => actor.send({ type: 'authoring.pause' }));
    if (!playing && !element.paused) element.pause();
  }, [playing, media, actor]);
  useEffect(() => {
    if (media.current) media.current.playbackRate = rate;
  }, [rate, media]);

  const events = {
    onPlay: () => actor.send({ type: 'authoring.play' }),
    onPause: () => actor.send({ type: 'authoring.pause' }),
    onTimeUpdate: () => actor.send({ type: 'authoring.progress', seconds: media.current?.currentTime ?? 0 }),
    onLoadedMetadata: () => actor.send({ type: 'authoring.durationKnown', duration: media.current?.duration ?? 0 }),
    // The browser's own player menu can change the speed too; the machine follows it.
    onRateChange: () => {
      const changed = media.current?.playbackRate;
      if (changed !== undefined && changed !== actor.getSnapshot().context.playbackRate)
        actor.send({ type: 'authoring.setRate', rate: changed });
    },
  };
  const src = story.archiveURL ?? undefined;
  const showThumbnail = !audio && thumbnailVisible && !playing && Boolean(story.thumbnailURL);
  return (
    <section className={styles.player} aria-label={authoringLabels.playerArea}>
      <div className={styles.frame}>
        {audio ? (
          <audio
            ref={media as RefObject<HTMLAudioElement>}
            className={styles.audio}
            src={src}
            controls
            preload="metadata"
            aria-label={authoringLabels.player}
            {...events}
          />
        ) : (
          <video
            ref={media as RefObject<HTMLVideoElement>}
            className={styles.video}
            src={src}
            controls
            preload="metadata"
            aria-label={authoringLabels.player}
            {...events}
          />
        )}
        {showThumbnail && (
          <img className={styles.thumbnail} src={story.thumbnailURL ?? undefined} alt={authoringLabels.thumbnailOfTheInterview} />
        )}
      </div>
      <div className={styles.controls}>
        <Button appearance="primary" onClick={() => actor.send({ type: 'authoring.togglePlayback' })}>
          {playing ? authoringLabels.pause : authoringLabels.play}
        </Button>
        {!audio && story.thumbnailURL && (
          <Button onClick={() => actor.send({ type: 'authoring.toggle', flag: 'thumbnailVisible' })} disabled={playing}>
            {thumbnailVisible ? authoringLabels.showVideo : authoringLabels.showThumbnail}
          </Button>
        )}
        <Button onClick={() => actor.send({ type: 'authoring.skip', seconds: -KEYBOARD_SKIP_SECONDS })}>{authoringLabels.back10S}</Button>
        <Button onClick={() => actor.send({ type: 'authoring.skip', seconds: KEYBOARD_SKIP_SECONDS })}>{authoringLabels.forward10S}</Button>
        <Field label={authoringLabels.playbackSpeed} orientation="horizontal">
          <Select value={String(rate)} onChange={(_, data) => actor.send({ type: 'authoring.setRate', rate: Number(data.value) })}>
            {(PLAYBACK_RATES as readonly number[]).includes(rate) ? null : <option value={String(rate)}>{rate}×</option>}
            {PLAYBACK_RATES.map((option) => (
              <option key={option} value={String(option)}>
                {option}×
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </section>
  );
}

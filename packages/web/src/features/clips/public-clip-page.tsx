import { Body1, Caption1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { clipsLabels, messages, type PublicClip, SharingApi } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalXL,
  },
  card: {
    width: '100%',
    maxWidth: '760px',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  player: { width: '100%', maxHeight: '420px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

/** `/public/clips/{shareKey}`: one published clip for anyone with its address, playing only the clip's own rendition. */
export function PublicClipPage() {
  const { shareKey = '' } = useParams();
  const sharing = useService<SharingApi>(SharingApi);
  const loaded = useLoad(() => sharing.publicClip(shareKey), [sharing, shareKey]);
  const styles = useStyles();
  if (loaded.state === 'loading') return <Spinner label={clipsLabels.loadingTheClip} />;
  if (loaded.state === 'failed' || loaded.value === null) {
    return (
      <main className={styles.page}>
        <section className={styles.card}>
          <Title1 as="h1">{clipsLabels.clipNotAvailable}</Title1>
          <Body1 role="alert">{messages.clipNotPublished}</Body1>
        </section>
      </main>
    );
  }
  return <Published clip={loaded.value} />;
}

function Published({ clip }: { clip: PublicClip }) {
  const styles = useStyles();
  const label = `Play ${clip.title}`;
  return (
    <main className={styles.page}>
      <article className={styles.card}>
        <Caption1>{clip.organization}</Caption1>
        <Title1 as="h1">{clip.title}</Title1>
        {clip.mediaURL ? (
          clip.audio ? (
            // biome-ignore lint/a11y/useMediaCaption: the clip's words are its description; its interview is not published here
            <audio controls preload="metadata" src={clip.mediaURL} className={styles.player} aria-label={label} />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the clip's words are its description; its interview is not published here
            <video
              controls
              preload="metadata"
              src={clip.mediaURL}
              poster={clip.thumbnailURL ?? undefined}
              className={styles.player}
              aria-label={label}
            />
          )
        ) : (
          <Body1>{messages.clipNotReady}</Body1>
        )}
        {clip.description && <Body1>{clip.description}</Body1>}
        <Caption1>
          {clipsLabels.fromTheInterview}
          {clip.story_title}”
        </Caption1>
      </article>
    </main>
  );
}

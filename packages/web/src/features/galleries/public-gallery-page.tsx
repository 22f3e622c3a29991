import { Body1, Caption1, makeStyles, Spinner, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { GalleryApi, type GalleryApi as GalleryApiPort, messages, type PublicGallery } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { ClipPlayer } from './clip-player.js';

const useStyles = makeStyles({
  page: { minHeight: '100vh', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  banner: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    overflowWrap: 'anywhere',
  },
  logo: { maxHeight: '48px', maxWidth: '200px', objectFit: 'contain', alignSelf: 'flex-start' },
  main: { padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
});

/** `/public/galleries/{shareKey}`: a published gallery for anyone with its address, signed in or not. */
export function PublicGalleryPage() {
  const { shareKey = '' } = useParams();
  const api = useService<GalleryApiPort>(GalleryApi);
  const loaded = useLoad(() => api.publicGallery(shareKey), [api, shareKey]);
  const styles = useStyles();
  if (loaded.state === 'loading') return <Spinner label="Loading the gallery" />;
  if (loaded.state === 'failed' || loaded.value === null) {
    return (
      <main className={styles.main}>
        <Title1 as="h1">Gallery not available</Title1>
        <Body1 role="alert">{loaded.state === 'failed' ? messages.galleryLoadFailed : messages.galleryNotPublished}</Body1>
      </main>
    );
  }
  return <Published gallery={loaded.value} />;
}

function Published({ gallery }: { gallery: PublicGallery }) {
  const styles = useStyles();
  // The gallery's own colours, chosen by its author, paint its banner (white text needs them dark enough).
  const gradient =
    gallery.colorStart && gallery.colorEnd
      ? { backgroundImage: `linear-gradient(120deg, ${gallery.colorStart}, ${gallery.colorEnd})` }
      : undefined;
  return (
    <div className={styles.page}>
      <header className={styles.banner} style={gradient}>
        {gallery.logoURL && <img src={gallery.logoURL} alt={gallery.organization_name} className={styles.logo} />}
        <Caption1>{gallery.organization_name}</Caption1>
        <Title1 as="h1">{gallery.title}</Title1>
        {gallery.description && <Body1>{gallery.description}</Body1>}
        {gallery.author_name && <Caption1>Curated by {gallery.author_name}</Caption1>}
      </header>
      <main className={styles.main}>
        <ol className={styles.grid} aria-label="Clips">
          {gallery.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Subtitle2 as="h2">{item.title}</Subtitle2>
              {item.mediaURL ? (
                <ClipPlayer
                  src={item.mediaURL}
                  start={item.start}
                  end={item.end}
                  audio={item.audio}
                  poster={item.thumbnailURL}
                  label={`Play ${item.title}`}
                />
              ) : (
                <Caption1>This clip's media is not ready yet.</Caption1>
              )}
              {item.caption && <Body1>{item.caption}</Body1>}
              <Caption1>From the interview “{item.story_title}”</Caption1>
            </li>
          ))}
        </ol>
      </main>
    </div>
  );
}

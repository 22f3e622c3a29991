import { Body1, Caption1, makeStyles, Spinner, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { GalleryApi, type GalleryApi as GalleryApiPort, galleriesLabels, messages, type PublicGallery } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { ClipPlayer } from './clip-player.js';

const useStyles = makeStyles({
  page: { minHeight: '100vh', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  banner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    overflowWrap: 'anywhere',
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flex: '1 1 18rem', minWidth: 0 },
  cover: {
    width: '240px',
    maxWidth: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
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
  if (loaded.state === 'loading') return <Spinner label={galleriesLabels.loadingTheGallery} />;
  if (loaded.state === 'failed' || loaded.value === null) {
    return (
      <main className={styles.main}>
        <Title1 as="h1">{galleriesLabels.galleryNotAvailable}</Title1>
        <Body1 role="alert">{loaded.state === 'failed' ? messages.galleryLoadFailed : messages.galleryNotPublished}</Body1>
      </main>
    );
  }
  return <Published gallery={loaded.value} />;
}

/** A URL as a CSS `url()`: quotes, backslashes and line breaks cannot end it early. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;

/**
 * The banner's paint: the gallery's gradient (its author's colours; one alone paints flat), laid over its background
 * picture at partial opacity so the white text stays readable on a photograph.
 */
export function bannerBackground(gallery: Pick<PublicGallery, 'colorStart' | 'colorEnd' | 'backgroundURL'>): string | undefined {
  const start = gallery.colorStart ?? gallery.colorEnd;
  const end = gallery.colorEnd ?? gallery.colorStart;
  const layers: string[] = [];
  // #rrggbb + 'e0' is the same colour at 88% opacity.
  if (start && end)
    layers.push(gallery.backgroundURL ? `linear-gradient(120deg, ${start}e0, ${end}e0)` : `linear-gradient(120deg, ${start}, ${end})`);
  if (gallery.backgroundURL) layers.push(cssUrl(gallery.backgroundURL));
  return layers.length > 0 ? layers.join(', ') : undefined;
}

function Published({ gallery }: { gallery: PublicGallery }) {
  const styles = useStyles();
  const background = bannerBackground(gallery);
  return (
    <div className={styles.page}>
      <header className={styles.banner} style={background ? { backgroundImage: background } : undefined}>
        <div className={styles.heading}>
          {gallery.logoURL && <img src={gallery.logoURL} alt={gallery.organization_name} className={styles.logo} />}
          <Caption1>{gallery.organization_name}</Caption1>
          <Title1 as="h1">{gallery.title}</Title1>
          {gallery.description && <Body1>{gallery.description}</Body1>}
          {gallery.author_name && (
            <Caption1>
              {galleriesLabels.curatedBy} {gallery.author_name}
            </Caption1>
          )}
        </div>
        {gallery.thumbnailURL && (
          <img src={gallery.thumbnailURL} alt={galleriesLabels.coverOfGallery(gallery.title)} className={styles.cover} />
        )}
      </header>
      <main className={styles.main}>
        <ol className={styles.grid} aria-label={galleriesLabels.clips}>
          {gallery.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Subtitle2 as="h2">{item.title}</Subtitle2>
              {item.mediaURL ? (
                <ClipPlayer
                  src={item.mediaURL}
                  start={item.start - item.clipStart}
                  end={item.end - item.clipStart}
                  audio={item.audio}
                  poster={item.thumbnailURL}
                  label={galleriesLabels.playClip(item.title)}
                />
              ) : (
                <Caption1>{messages.clipNotReady}</Caption1>
              )}
              {item.caption && <Body1>{item.caption}</Body1>}
              <Caption1>
                {galleriesLabels.fromTheInterview}
                {item.story_title}”
              </Caption1>
            </li>
          ))}
        </ol>
      </main>
    </div>
  );
}

import { Body1, Caption1, makeStyles, mergeClasses, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { componentsLabels, type PublicTestimonial, pathTo, TestimonialsApi, type TestimonialsScope } from '@storykeep/core';
import { useEffect } from 'react';
import { useContainerLoader } from '../shared/container-context.js';
import { useOptionalService } from '../shared/optional-service.js';
import { useLoad } from '../shared/use-load.js';
import { AppLink } from './app-link.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, '& h2, & h3': { margin: 0 } },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  player: { width: '100%', maxHeight: '220px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The media fragment a clip plays: the browser starts at its start and stops at its end. */
export function testimonialMediaUrl(item: PublicTestimonial): string | null {
  if (!item.mediaURL) return null;
  return item.start_seconds !== null && item.end_seconds !== null
    ? `${item.mediaURL}#t=${item.start_seconds},${item.end_seconds}`
    : item.mediaURL;
}

function TestimonialCard({ item }: { item: PublicTestimonial }) {
  const styles = useStyles();
  const src = testimonialMediaUrl(item);
  const label = item.kind === 'clip' ? `Play the clip ${item.title}` : `Play the interview ${item.title}`;
  return (
    <li className={styles.card}>
      <Caption1 className={styles.muted}>{item.organization}</Caption1>
      <Subtitle1 as="h3">{item.title}</Subtitle1>
      {item.kind === 'clip' && <Body1>{componentsLabels.clipFromStory(item.story_title)}</Body1>}
      {src &&
        (item.audio ? (
          // biome-ignore lint/a11y/useMediaCaption: the words are in the interview's transcript on its public page
          <audio controls preload="metadata" src={src} className={styles.player} aria-label={label} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the words are in the interview's transcript on its public page
          <video
            controls
            preload="metadata"
            src={src}
            poster={item.thumbnailURL ?? undefined}
            className={styles.player}
            aria-label={label}
          />
        ))}
      <AppLink to={pathTo('share', { ticket: item.share_key })}>
        {item.kind === 'clip' ? componentsLabels.theWholeInterview(item.story_title) : componentsLabels.readAndListen(item.story_title)}
      </AppLink>
    </li>
  );
}

/**
 * The testimonials admins feature, where visitors meet them: each plays in place and leads to its interview's public
 * page. Shows nothing while loading, when nothing is featured, or when the list cannot be read (the page around it
 * stands on its own).
 */
export function FeaturedTestimonials({ scope, heading, className }: { scope: TestimonialsScope; heading: string; className?: string }) {
  const styles = useStyles();
  const api = useOptionalService<TestimonialsApi>(TestimonialsApi);
  // A signed-out page does not load the ports for itself: this section asks for them once the page has painted.
  const loadContainer = useContainerLoader();
  useEffect(() => {
    loadContainer().catch(() => undefined);
  }, [loadContainer]);
  const key = 'besideShareKey' in scope ? scope.besideShareKey : '';
  const loaded = useLoad(async () => (api ? api.featured(scope) : []), [api, key]);
  if (loaded.state !== 'ready' || loaded.value.length === 0) return null;
  return (
    // A named section is a region landmark: on a public page it stands beside the page's main content.
    <section className={mergeClasses(styles.section, className)} aria-labelledby="featured-testimonials">
      <Title3 as="h2" id="featured-testimonials">
        {heading}
      </Title3>
      <ul className={styles.list}>
        {loaded.value.map((item) => (
          <TestimonialCard key={`${item.kind}:${item.id}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

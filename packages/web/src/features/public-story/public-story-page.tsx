import { Body1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { messages, publicStoryLabels } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { FeaturedTestimonials } from '../../components/featured-testimonials.js';
import { SharedStory } from './shared-story.js';
import { usePublicStory } from './use-public-story.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
});

/** The public page's routes: `/share/:ticket`, and the older `/public/stories/:shareKey`. */
export function PublicStoryRoute() {
  const { shareKey, ticket } = useParams();
  const key = ticket ?? shareKey ?? '';
  return <PublicStoryPage key={key} shareKey={key} />;
}

/** A shared story for anyone holding its address: title, description, the player and the read-only transcript. */
export function PublicStoryPage({ shareKey }: { shareKey: string }) {
  const styles = useStyles();
  const loaded = usePublicStory(shareKey);
  if (loaded.state === 'loading') return <Spinner label={publicStoryLabels.loadingTheInterview} />;
  if (loaded.state !== 'ready') {
    return (
      <div className={styles.page}>
        <Title1 as="h1">{publicStoryLabels.interviewNotAvailable}</Title1>
        <Body1 role="alert">
          {loaded.state === 'notShared' ? publicStoryLabels.thisInterviewIsNotSharedPublicly : messages.interviewLoadFailed}
        </Body1>
      </div>
    );
  }
  return (
    <>
      <SharedStory story={loaded.story} />
      <FeaturedTestimonials
        scope={{ besideShareKey: shareKey }}
        heading={`More from ${loaded.story.organization ?? 'this archive'}`}
        className={styles.page}
      />
    </>
  );
}

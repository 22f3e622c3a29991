import { Body1, Caption1, Card, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { formatClockTime, HomeApi, homeLabels, messages, pathTo, type Story } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
  card: { height: '100%' },
});

function hubPath(story: Story): string {
  return story.project_id
    ? pathTo('storyHub', { projectId: story.project_id, storyId: story._id })
    : pathTo('myInterviewHub', { storyId: story._id });
}

function when(story: Story): string {
  return new Date(story.updated_at ?? story.created_at).toLocaleDateString();
}

/** The interviews the user worked on last, each a card that opens its hub. */
export function RecentInterviews() {
  const styles = useStyles();
  const api = useService<HomeApi>(HomeApi);
  const recent = useLoad(() => api.recentStories(), [api]);
  return (
    <section className={styles.section} aria-labelledby="home-recent">
      <Subtitle1 as="h2" id="home-recent">
        {homeLabels.continueWhereYouLeftOff}
      </Subtitle1>
      {recent.state === 'loading' && <Spinner size="tiny" label={homeLabels.loadingYourRecentInterviews} />}
      {recent.state === 'failed' && <Body1>{messages.recentInterviewsLoadFailed}</Body1>}
      {recent.state === 'ready' && recent.value.length === 0 && <Body1>{homeLabels.theInterviewsYouUploadRecordTranscribe}</Body1>}
      {recent.state === 'ready' && recent.value.length > 0 && (
        <ul className={styles.grid} aria-label={homeLabels.recentInterviews}>
          {recent.value.map((story) => (
            <li key={story._id}>
              <Card className={styles.card}>
                <AppLink to={hubPath(story)}>{story.title || homeLabels.untitled}</AppLink>
                <Caption1>
                  {homeLabels.changedWhen(when(story))}
                  {story.duration ? ` · ${formatClockTime(story.duration)}` : ''}
                </Caption1>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

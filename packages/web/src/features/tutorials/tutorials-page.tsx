import { Body1, Card, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { pathTo, tutorialsLabels } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { TUTORIALS } from './tutorial-catalog.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  },
  card: { height: '100%' },
});

/** `/tutorials`: the written guides to the main jobs. */
export function TutorialsPage() {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{tutorialsLabels.tutorials}</Title1>
      <Body1 as="p">{tutorialsLabels.stepByStepGuidesWithPictures}</Body1>
      <ul className={styles.grid} aria-label={tutorialsLabels.guides}>
        {TUTORIALS.map((tutorial) => (
          <li key={tutorial.id}>
            <Card className={styles.card}>
              <AppLink to={pathTo('tutorial', { tutorialId: tutorial.id })}>{tutorial.title}</AppLink>
              <Body1>{tutorial.summary}</Body1>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { messages, pathTo, tutorialsLabels } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { bodyOf, findTutorial } from './tutorial-catalog.js';
import { TutorialMarkdown } from './tutorial-markdown.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '800px' },
});

/** `/tutorials/{id}`: one guide, headed by its own name. */
export function TutorialPage() {
  const styles = useStyles();
  const { tutorialId = '' } = useParams();
  const tutorial = findTutorial(tutorialId);
  return (
    <article className={styles.page}>
      <AppLink to={pathTo('tutorials')}>{tutorialsLabels.allTutorials}</AppLink>
      {tutorial ? (
        <>
          <Title1 as="h1">{tutorial.title}</Title1>
          <TutorialMarkdown markdown={bodyOf(tutorial)} />
        </>
      ) : (
        <>
          <Title1 as="h1">{tutorialsLabels.tutorial}</Title1>
          <Body1 as="p">{messages.tutorialNotFound}</Body1>
        </>
      )}
    </article>
  );
}

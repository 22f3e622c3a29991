import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { comingLabels } from '@storykeep/core';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The frame of a page whose feature has not been built yet: its title, and a plain statement of that fact. */
export function ComingPage({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Body1 as="p">{comingLabels.thisPartOfStorykeepIsComing}</Body1>
    </div>
  );
}

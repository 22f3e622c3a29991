import { makeStyles, tokens } from '@fluentui/react-components';
import { type Story, settingsMessages } from '@storykeep/core';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  item: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
});

/** `YYYY-MM-DD` of a stored date, as the archive catalogues it. */
const day = (iso: string) => iso.slice(0, 10);

/** The interview's catalogued details under its title: only those given. */
export function HubDetails({ story }: { story: Story }) {
  const styles = useStyles();
  const details = (
    [
      [settingsMessages.narratorLabel, story.narrator],
      [settingsMessages.interviewerLabel, story.interviewer],
      [settingsMessages.placeLabel, story.place],
      [settingsMessages.languageLabel, story.language],
      [settingsMessages.recordDateLabel, story.record_date ? day(story.record_date) : undefined],
    ] as [string, string | undefined][]
  ).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()));
  if (details.length === 0) return null;
  return (
    <dl className={styles.list} aria-label={settingsMessages.interviewDetailsTitle}>
      {details.map(([term, value]) => (
        <div key={term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

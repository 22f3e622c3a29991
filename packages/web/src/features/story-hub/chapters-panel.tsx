import { Body1, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import type { Chapter } from '@storykeep/core';
import { storyHubLabels } from '@storykeep/core';
import { minutesSeconds } from '../../components/transcript/time-label.js';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  chapter: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    textAlign: 'left',
    padding: tokens.spacingVerticalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  match: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  current: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  tags: { color: tokens.colorNeutralForeground3 },
});

export interface ChaptersPanelProps {
  chapters: readonly Chapter[];
  /** Chapters a chapter or tag search found, and the one navigated to. */
  matches: readonly number[];
  currentMatch: number | undefined;
  /** Summaries only: the description is shown in full. */
  summaries: boolean;
  onSeek(time: number): void;
}

/** The story's chapters (from its index): title, start time, summary and tags; a click plays from the chapter's start. */
export function ChaptersPanel({ chapters, matches, currentMatch, summaries, onSeek }: ChaptersPanelProps) {
  const styles = useStyles();
  const matched = new Set(matches);
  return (
    <ol className={styles.list} aria-label={storyHubLabels.chapters}>
      {chapters.map((chapter, i) => (
        <li key={chapter._id}>
          <button
            type="button"
            className={mergeClasses(styles.chapter, matched.has(i) && styles.match, matches[currentMatch ?? -1] === i && styles.current)}
            aria-current={matches[currentMatch ?? -1] === i ? 'true' : undefined}
            onClick={() => onSeek(chapter.start)}
          >
            <Subtitle2>
              {minutesSeconds(chapter.start)} {chapter.title}
            </Subtitle2>
            {(summaries || chapter.description) && <Body1>{chapter.description}</Body1>}
            {chapter.keywords.length > 0 && <Caption1 className={styles.tags}>{chapter.keywords.join(', ')}</Caption1>}
          </button>
        </li>
      ))}
    </ol>
  );
}

import { Body1, Button, Caption1, makeStyles, Subtitle2, Tag, TagGroup, tokens } from '@fluentui/react-components';
import type { IndexMetadataItem } from '@storykeep/core';
import { publicStoryLabels } from '@storykeep/core';
import { minutesSeconds } from '../../components/transcript/time-label.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  chapter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  synopsis: { overflowWrap: 'anywhere' },
  tags: { flexWrap: 'wrap' },
});

/** The interview's chapters in time order: each title plays from its start, with its synopsis and keywords. */
export function PublicChapters({ chapters, onSeek }: { chapters: readonly IndexMetadataItem[]; onSeek(time: number): void }) {
  const styles = useStyles();
  const sorted = [...chapters].sort((a, b) => a.time.start - b.time.start);
  return (
    <section aria-label={publicStoryLabels.chapters}>
      <Subtitle2 as="h2">{publicStoryLabels.chapters}</Subtitle2>
      <ol className={styles.list}>
        {sorted.map((chapter) => (
          <li key={`${chapter.time.start}-${chapter.title}`} className={styles.chapter}>
            <div className={styles.head}>
              <Button appearance="transparent" size="small" onClick={() => onSeek(chapter.time.start)}>
                {minutesSeconds(chapter.time.start)}
              </Button>
              <Subtitle2 as="h3">{chapter.title || publicStoryLabels.untitledChapter}</Subtitle2>
            </div>
            {chapter.synopsis && <Body1 className={styles.synopsis}>{chapter.synopsis}</Body1>}
            {chapter.keywords.length > 0 && (
              <>
                <Caption1>{publicStoryLabels.keywords}</Caption1>
                <TagGroup className={styles.tags} aria-label={publicStoryLabels.keywordsOfChapter(chapter.title)}>
                  {chapter.keywords.map((keyword) => (
                    <Tag key={keyword} size="small" appearance="outline">
                      {keyword}
                    </Tag>
                  ))}
                </TagGroup>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

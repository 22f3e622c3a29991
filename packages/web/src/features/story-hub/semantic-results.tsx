import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { SemanticSearchResult } from '@storykeep/core';
import { storyHubLabels } from '@storykeep/core';
import { chunkTimes, semanticChapterDescription, speakerLabel } from './hub-search.js';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  chunks: { listStyleType: 'none', margin: 0, padding: 0 },
  chunk: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    textAlign: 'left',
    padding: tokens.spacingVerticalS,
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

/** Semantic search results: each chapter with its count, each passage with speaker, mm:ss times and its text. */
export function SemanticResults({ results, onSeek }: { results: readonly SemanticSearchResult[]; onSeek(time: number): void }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={storyHubLabels.semanticResults}>
      {results.map((result) => (
        <li key={`${result.chapterTitle}-${result.avgScore}`}>
          <Subtitle2>{result.chapterTitle}</Subtitle2>
          <Caption1 as="p">{semanticChapterDescription(result)}</Caption1>
          <ul className={styles.chunks}>
            {result.chunks.map((chunk) => (
              <li key={`${chunk.start_time}-${chunk.end_time}-${chunk._weaviate_score}`}>
                <button type="button" className={styles.chunk} onClick={() => onSeek(chunk.start_time)}>
                  <Caption1>
                    {speakerLabel(chunk)} · {chunkTimes(chunk)}
                  </Caption1>
                  <Body1>{chunk.transcription}</Body1>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

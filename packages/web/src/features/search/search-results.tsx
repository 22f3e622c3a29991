import { Body1, Button, Caption1, makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { type EnrichedSearchItem, pathTo, type SemanticSearchChunk, searchLabels } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { minutesSeconds } from '../../components/transcript/time-label.js';
import { HighlightedText } from './highlighted-text.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, listStyleType: 'none', margin: 0, padding: 0 },
  story: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  moments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  moment: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  text: { flexBasis: '100%', overflowWrap: 'anywhere' },
});

/** Where a hit opens: the story hub, searching the phrase and starting at the moment. */
export function momentPath(item: EnrichedSearchItem, query: string, seconds: number): string {
  const hub = item.projectId
    ? pathTo('storyHub', { projectId: item.projectId, storyId: item.storyId })
    : pathTo('myInterviewHub', { storyId: item.storyId });
  const params = new URLSearchParams({ transcriptSearch: query, t: String(Math.floor(seconds)) });
  return `${hub}?${params.toString()}`;
}

/** A moment's scores as the playground shows them: each side before fusion when meaning search took part. */
export function scoresOf(chunk: SemanticSearchChunk): string {
  const fused = chunk._weaviate_score.toFixed(3);
  if (chunk._lexical_score === undefined && chunk._vector_score === undefined) return `score ${fused}`;
  return `words ${(chunk._lexical_score ?? 0).toFixed(3)} · meaning ${(chunk._vector_score ?? 0).toFixed(3)} · fused ${fused}`;
}

export interface SearchResultsProps {
  items: readonly EnrichedSearchItem[];
  query: string;
  /** Show each moment's hybrid score and each story's average (the admin playground). */
  showScores?: boolean;
  onPlay(item: EnrichedSearchItem, chunk: SemanticSearchChunk): void;
}

/** Interviews with matches, best first; under each, its chapters and their moments, each playable and openable. */
export function SearchResults({ items, query, showScores = false, onPlay }: SearchResultsProps) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={searchLabels.interviewsFound}>
      {items.map((item) => (
        <li key={item.storyId} className={styles.story} aria-label={item.title || searchLabels.untitledInterview}>
          <Subtitle1 as="h2">{item.title || searchLabels.untitledInterview}</Subtitle1>
          {showScores && (
            <Caption1>
              {searchLabels.averageScore} {item.avgScore.toFixed(3)}
            </Caption1>
          )}
          {item.chapters.map((chapter) => (
            <section
              key={`${chapter.chapterTitle}-${chapter.chunks[0]?.start_time ?? 0}`}
              aria-label={chapter.chapterTitle || searchLabels.section}
            >
              {chapter.chapterTitle && <Subtitle2 as="h3">{chapter.chapterTitle}</Subtitle2>}
              <ul className={styles.moments}>
                {chapter.chunks.map((chunk) => {
                  const at = minutesSeconds(chunk.start_time);
                  return (
                    <li key={`${chunk.start_time}-${chunk.transcription.slice(0, 20)}`} className={styles.moment}>
                      <Button
                        size="small"
                        disabled={!item.mediaURL}
                        aria-label={searchLabels.playMomentIn(at, item.title || searchLabels.untitledInterview)}
                        onClick={() => onPlay(item, chunk)}
                      >
                        {searchLabels.play} {at}
                      </Button>
                      <AppLink to={momentPath(item, query, chunk.start_time)}>
                        {searchLabels.openAt} {at}
                      </AppLink>
                      {chunk.speaker && <Caption1>{chunk.speaker}</Caption1>}
                      {showScores && <Caption1>{scoresOf(chunk)}</Caption1>}
                      <Body1 className={styles.text}>
                        <HighlightedText html={chunk.highlight} />
                      </Body1>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </li>
      ))}
    </ol>
  );
}

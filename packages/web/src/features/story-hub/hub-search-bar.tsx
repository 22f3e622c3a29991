import { Button, Caption1, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { storyHubLabels } from '@storykeep/core';
import type { SearchMode } from './hub-search.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  query: { flexGrow: 1, minWidth: '200px' },
});

/** The hub's search modes, with the semantic one that asks the server. */
export type HubSearchMode = SearchMode | 'semantic';

const MODES: { value: HubSearchMode; label: string }[] = [
  { value: 'words', label: 'Words' },
  { value: 'chapters', label: 'Chapters' },
  { value: 'tags', label: 'Tags' },
  { value: 'semantic', label: 'Meaning (semantic)' },
];

export interface HubSearchBarProps {
  mode: HubSearchMode;
  query: string;
  matchCount: number;
  current: number | undefined;
  onMode(mode: HubSearchMode): void;
  onQuery(query: string): void;
  onPrevious(): void;
  onNext(): void;
  onSemanticSearch(): void;
}

/** Search box, mode, match count and previous/next (which wrap round); a semantic search runs on Enter or Search. */
export function HubSearchBar(props: HubSearchBarProps) {
  const { mode, query, matchCount, current, onMode, onQuery, onPrevious, onNext, onSemanticSearch } = props;
  const styles = useStyles();
  const semantic = mode === 'semantic';
  const status = query.trim() === '' ? '' : matchCount === 0 ? 'No matches' : `${(current ?? 0) + 1} of ${matchCount}`;
  return (
    <div className={styles.bar}>
      <Field label={storyHubLabels.searchIn}>
        <Select value={mode} onChange={(_, data) => onMode(data.value as HubSearchMode)}>
          {MODES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={storyHubLabels.searchTheInterview} className={styles.query}>
        <Input
          type="search"
          value={query}
          onChange={(_, data) => onQuery(data.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            if (semantic) onSemanticSearch();
            else if (event.shiftKey) onPrevious();
            else onNext();
          }}
        />
      </Field>
      {semantic ? (
        <Button appearance="primary" onClick={onSemanticSearch}>
          {storyHubLabels.search}
        </Button>
      ) : (
        <>
          <Button onClick={onPrevious} disabled={matchCount === 0}>
            {storyHubLabels.previousMatch}
          </Button>
          <Button onClick={onNext} disabled={matchCount === 0}>
            {storyHubLabels.nextMatch}
          </Button>
          <Caption1 role="status" aria-live="polite">
            {status}
          </Caption1>
        </>
      )}
    </div>
  );
}

import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { messages, ProjectApi, pageOffset, pageRange, type RouteDefinition, searchLabels } from '@storykeep/core';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StoryDetailFilters } from '../../components/story-detail-filters.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { SearchPager } from './search-pager.js';
import { SearchResults } from './search-results.js';
import { useSnippetPlayer } from './snippet-player.js';
import { useCrossSearch } from './use-cross-search.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, minWidth: 0 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  phrase: { flexGrow: 1, minWidth: '12rem', maxWidth: '40rem' },
  project: { minWidth: '12rem' },
  player: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground2 },
});

/** Interviews found per page of the results. */
export const SEARCH_PAGE_SIZE = 15;

/** The page in the address: a whole number from 1, else the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Which of the interviews found this page shows, when they fill more than one page. */
function shownRange(page: number, total: number): string {
  if (total <= SEARCH_PAGE_SIZE || pageOffset(page, SEARCH_PAGE_SIZE) >= total) return '';
  const { first, last } = pageRange(page, SEARCH_PAGE_SIZE, total);
  return ` Showing ${first}–${last}.`;
}

export interface SearchPageProps {
  route?: RouteDefinition;
  /** The admin playground: an alpha control and every hybrid score shown. */
  playground?: boolean;
}

/**
 * Phrase search across interviews: every transcript, chapter title, synopsis and keyword of one project or of all
 * the person reaches, optionally only interviews of one narrator or language. The phrase, project and filters live in
 * the address (`transcriptSearch` or `search`, `project`, `narrator`, `language`), so a search can be linked and the
 * back button returns to it.
 */
export function SearchPage({ route, playground = false }: SearchPageProps) {
  const styles = useStyles();
  usePageTitle(route?.title ?? 'Search interviews');
  const [params, setParams] = useSearchParams();
  const query = params.get('transcriptSearch') ?? params.get('search') ?? '';
  const projectId = params.get('project') ?? '';
  const narrator = params.get('narrator')?.trim().slice(0, 300) ?? '';
  const language = params.get('language')?.trim().slice(0, 100) ?? '';
  const page = pageFrom(params.get('page'));
  const alpha = playground ? Number(params.get('alpha') ?? '0.5') : undefined;
  const [draft, setDraft] = useState(query);
  const [draftAlpha, setDraftAlpha] = useState(String(alpha ?? 0.5));
  const projectsApi = useService<ProjectApi>(ProjectApi);
  const projects = useLoad(() => projectsApi.list({ pageSize: 100, sort: 'name' }), [projectsApi]);
  const result = useCrossSearch({
    query,
    ...(projectId ? { projectId } : {}),
    ...(narrator ? { narrator } : {}),
    ...(language ? { language } : {}),
    page,
    pageSize: SEARCH_PAGE_SIZE,
    ...(alpha !== undefined && Number.isFinite(alpha) ? { alpha } : {}),
  });
  const snippet = useSnippetPlayer();
  const top = useRef<HTMLDivElement>(null);

  // A new phrase or project starts at the first page; the phrase moves to `transcriptSearch` once searched here.
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    if ('transcriptSearch' in changes) next.delete('search');
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ transcriptSearch: draft.trim(), ...(playground ? { alpha: draftAlpha } : {}) });
  };

  return (
    <div className={styles.page} ref={top}>
      <Title1 as="h1">{playground ? searchLabels.searchPlayground : searchLabels.searchInterviews}</Title1>
      <form className={styles.form} onSubmit={submit} aria-label={searchLabels.searchInterviews}>
        <Field label={searchLabels.wordsOrPhrase} className={styles.phrase}>
          <Input type="search" value={draft} onChange={(_, d) => setDraft(d.value)} />
        </Field>
        <Field label={searchLabels.project} className={styles.project}>
          <Select value={projectId} onChange={(_, d) => update({ project: d.value })}>
            <option value="">{searchLabels.allProjects}</option>
            {projects.state === 'ready' &&
              projects.value.items.map((project) => (
                <option key={project._id} value={project._id}>
                  {project.name}
                </option>
              ))}
          </Select>
        </Field>
        <StoryDetailFilters
          values={{ narrator, language }}
          onChange={(next) => update({ narrator: next.narrator, language: next.language })}
        />
        {playground && (
          <Field label={searchLabels.alpha0WordsOnly1Meaning}>
            <Input type="number" min={0} max={1} step={0.05} value={draftAlpha} onChange={(_, d) => setDraftAlpha(d.value)} />
          </Field>
        )}
        <Button appearance="primary" type="submit" disabled={!draft.trim()}>
          {searchLabels.search}
        </Button>
      </form>
      {result.state === 'ready' && !result.response.semantic && (
        <MessageBar intent="info">
          <MessageBarBody>{messages.searchWordsOnly}</MessageBarBody>
        </MessageBar>
      )}
      {result.state === 'ready' && result.response.semantic && playground && (
        <MessageBar intent="info">
          <MessageBarBody>
            {messages.searchByMeaning} {searchLabels.alpha} {result.response.alpha ?? alpha}.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.player}>{snippet.element}</div>
      {result.state === 'searching' && <Spinner label={searchLabels.searchingTheInterviews} />}
      {result.state === 'failed' && <Body1 role="alert">{searchLabels.searchIsNotAvailableRightNow}</Body1>}
      {result.state === 'ready' && (
        <>
          <Body1 role="status">
            {result.response.total === 0
              ? searchLabels.noInterviewMentions(query)
              : `${result.response.total} ${result.response.total === 1 ? 'interview mentions' : 'interviews mention'} “${query}”.${shownRange(page, result.response.total)}`}
          </Body1>
          <SearchResults items={result.response.items} query={query} showScores={playground} onPlay={snippet.play} />
          <SearchPager
            page={page}
            total={result.response.total}
            pageSize={SEARCH_PAGE_SIZE}
            onPage={(to) => {
              update({ page: to > 1 ? String(to) : '' });
              // The new page is read from its top, where its count is.
              top.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </>
      )}
    </div>
  );
}

/** The admin playground (`/admin/playground`): the same search with its alpha and scores in view. */
export function SearchPlaygroundPage({ route }: { route?: RouteDefinition }) {
  return <SearchPage {...(route ? { route } : {})} playground />;
}

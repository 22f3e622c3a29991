import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { type DeedOfGiftFilter, interviewsLabels, messages, type StorySort } from '@storykeep/core';
import { useCallback, useEffect, useState } from 'react';
import { StoryDetailFilters, type StoryDetailFilterValues } from '../../components/story-detail-filters.js';
import type { StoryList } from './use-story-list.js';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM } });

const SORTS: Record<StorySort, string> = {
  record_date: 'Recording date',
  created_at: 'Created',
  updated_at: 'Updated',
  title: 'Title',
  narrator: 'Narrator',
  language: 'Language',
};
const DEED: Record<DeedOfGiftFilter, string> = { all: messages.deedOfGift, with: 'With deed of gift', without: 'Without deed of gift' };

/** How long typing must pause before the list is searched. */
const SEARCH_PAUSE_MS = 300;

export interface FilterChoices {
  organizations: { code: string; name: string }[];
  projects: { id: string; name: string }[];
}

/** Search, sort, the narrator and language filters and (on my interviews) the organization, project and deed-of-gift filters. */
export function ListControls({ list, choices }: { list: StoryList; choices: FilterChoices | null }) {
  const styles = useStyles();
  const [search, setSearch] = useState(list.query.search);
  const { query, reload } = list;
  // Search as you type: a pause in typing runs the search; emptying the box shows the whole list again at once.
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === query.search) return;
    const timer = setTimeout(() => reload({ search: wanted }), wanted === '' ? 0 : SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, reload]);
  const filterDetails = useCallback((next: StoryDetailFilterValues) => reload(next), [reload]);
  const multi = (selected: string[], all: string) => (selected.length === 0 ? all : `${selected.length} selected`);
  return (
    <div className={styles.row}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.reload({ search: search.trim() });
        }}
      >
        <SearchBox
          aria-label={interviewsLabels.searchInterviews}
          placeholder={interviewsLabels.searchInterviews}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
      </form>
      <Field label={interviewsLabels.sortBy}>
        <Dropdown
          value={SORTS[list.query.sort]}
          selectedOptions={[list.query.sort]}
          onOptionSelect={(_, d) => list.reload({ sort: d.optionValue as StorySort })}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <Option key={value} value={value}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={interviewsLabels.order}>
        <Dropdown
          value={list.query.direction === 'desc' ? 'Newest first' : 'Oldest first'}
          selectedOptions={[list.query.direction]}
          onOptionSelect={(_, d) => list.reload({ direction: d.optionValue === 'asc' ? 'asc' : 'desc' })}
        >
          <Option value="desc">{interviewsLabels.newestFirst}</Option>
          <Option value="asc">{interviewsLabels.oldestFirst}</Option>
        </Dropdown>
      </Field>
      <StoryDetailFilters values={{ narrator: query.narrator, language: query.language }} onChange={filterDetails} />
      {choices && (
        <>
          <Field label={interviewsLabels.organizations}>
            <Dropdown
              multiselect
              value={multi(list.query.organizations, messages.allOrganizations)}
              selectedOptions={list.query.organizations}
              onOptionSelect={(_, d) => list.reload({ organizations: d.selectedOptions })}
            >
              {choices.organizations.map((o) => (
                <Option key={o.code} value={o.code}>
                  {o.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={interviewsLabels.projects}>
            <Dropdown
              multiselect
              value={multi(list.query.projects, messages.allProjects)}
              selectedOptions={list.query.projects}
              onOptionSelect={(_, d) => list.reload({ projects: d.selectedOptions })}
            >
              {choices.projects.map((p) => (
                <Option key={p.id} value={p.id}>
                  {p.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </>
      )}
      <Field label={messages.deedOfGift}>
        <Dropdown
          value={DEED[list.query.deedOfGift]}
          selectedOptions={[list.query.deedOfGift]}
          onOptionSelect={(_, d) => list.reload({ deedOfGift: d.optionValue as DeedOfGiftFilter })}
        >
          {Object.entries(DEED).map(([value, label]) => (
            <Option key={value} value={value}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}

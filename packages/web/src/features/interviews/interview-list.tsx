import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type Folder, interviewsLabels, messages, type Project, type Story, type StoryListSource } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addressWithPage, pageFromAddress } from '../../components/page-address.js';
import { Pager } from '../../components/pager.js';
import type { StoryPlace } from '../../components/story-actions/story-paths.js';
import { useListedStoryManagement } from '../../shared/use-access-subject.js';
import { BulkFooterBar } from './bulk-footer-bar.js';
import { DeleteConfirmDialog } from './delete-confirm-dialog.js';
import { InterviewTable } from './interview-table.js';
import { addressWithQuery, narrows, queryFromAddress } from './list-address.js';
import { type FilterChoices, ListControls } from './list-controls.js';
import { ManageFoldersDialog } from './manage-folders-dialog.js';
import { useBulkActions } from './use-bulk-actions.js';
import { useStoryList } from './use-story-list.js';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface InterviewListProps {
  source: StoryListSource;
  /** The list's project (null on my interviews, a list across projects), whose managers delete and file its interviews. */
  project: Project | null;
  /** The project's folders, for Manage folders (empty where there is no single project). */
  folders: Folder[];
  hubPath(story: Story): string;
  /** The project and folder the list shows (none on my interviews). */
  place?: StoryPlace;
  /** Filter choices, shown on my interviews. */
  choices?: FilterChoices | null;
  /** Told when the list's folder memberships changed, so folder counts can refresh. */
  onFoldersChanged?(): void;
}

/** An interview list: search, sort, filters, paging, selection, and the bulk footer bar with its dialogs. */
export function InterviewList({ source, project, folders, hubPath, place, choices = null, onFoldersChanged }: InterviewListProps) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the list's own query is written back to the address.
  const [initial] = useState(() => ({ query: queryFromAddress(params), page: pageFromAddress(params) }));
  const list = useStoryList(source, initial.query, initial.page);
  const { query, page } = list;
  useEffect(() => {
    // Before the first page arrives there is no page to write (0), so the address keeps the one it asked for.
    setParams((current) => (page > 0 ? addressWithPage(addressWithQuery(current, query), page) : addressWithQuery(current, query)), {
      replace: true,
    });
  }, [query, page, setParams]);
  const bulk = useBulkActions(() => list.reload());
  const selected = useSelector(bulk, (s) => s.context.selected);
  const [managing, setManaging] = useState(false);
  const manages = useListedStoryManagement(project);
  return (
    <section className={styles.list} aria-label={interviewsLabels.interviewList}>
      <ListControls list={list} choices={choices} />
      {list.failed && <Body1 role="alert">{messages.interviewsLoadFailed}</Body1>}
      {list.items.length === 0 && !list.loading && !list.failed && (
        <Body1>{narrows(list.query) ? messages.noInterviewsMatch : messages.noInterviewsYet}</Body1>
      )}
      {list.items.length > 0 && (
        <InterviewTable
          stories={list.items}
          bulk={bulk}
          hubPath={hubPath}
          {...(place ? { place } : {})}
          canManage={(story) => manages(story.project_id)}
        />
      )}
      {list.loading && <Spinner size="tiny" label={interviewsLabels.loadingInterviews} />}
      {!list.failed && page > 0 && (
        <Pager
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          noun={['interviews', 'interview']}
          disabled={list.loading}
          onPage={list.goto}
        />
      )}
      <BulkFooterBar bulk={bulk} project={project} projectFolderCount={folders.length} onManageFolders={() => setManaging(true)} />
      <DeleteConfirmDialog bulk={bulk} />
      <ManageFoldersDialog
        open={managing}
        stories={selected}
        folders={folders}
        onClose={(changed) => {
          setManaging(false);
          if (changed) {
            list.reload();
            onFoldersChanged?.();
          }
        }}
      />
    </section>
  );
}

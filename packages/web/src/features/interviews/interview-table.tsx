import { Checkbox, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatClockTime, interviewsLabels, messages, type Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { AppLink } from '../../components/app-link.js';
import { useCardTableStyles } from '../../components/card-table.js';
import { StoryActionsMenu } from '../../components/story-actions/story-actions-menu.js';
import type { StoryPlace } from '../../components/story-actions/story-paths.js';
import { useStoryFilesSlot } from '../../components/story-files-slot.js';
import type { BulkActionsRef } from './use-bulk-actions.js';

const TRANSCRIPT_STATUS: Record<string, string> = {
  pending: 'Transcribing',
  pending_mux: 'Processing',
  completed: 'Transcribed',
  failed: 'Failed',
  no_op: 'None',
};

function transcriptStatus(story: Story): string {
  const status = story.transcript;
  if (typeof status === 'string') return TRANSCRIPT_STATUS[status] ?? status;
  return status ? 'Transcribed' : 'None';
}

function shownDate(story: Story): string {
  const iso = story.record_date ?? story.recording_started_at ?? story.created_at;
  return new Date(iso).toLocaleDateString();
}

export interface InterviewTableProps {
  stories: Story[];
  bulk: BulkActionsRef;
  hubPath(story: Story): string;
  /** The project and folder the list shows, so an interview's edit page opens under them. */
  place?: StoryPlace;
  /** Whether the signed-in user manages the project of an interview (its archival package is theirs). */
  canManage(story: Story): boolean;
}

/**
 * The interviews of a list, each with a selection box for the bulk actions, a link to its hub, its files, and a "more"
 * menu with everything else one can do with it (editor, details, export, clip, share, archival package).
 */
export function InterviewTable({ stories, bulk, hubPath, place, canManage }: InterviewTableProps) {
  const StoryFiles = useStoryFilesSlot();
  const cards = useCardTableStyles();
  const selected = useSelector(bulk, (s) => s.context.selected);
  const isSelected = (story: Story) => selected.some((s) => s._id === story._id);
  const chosen = stories.filter(isSelected).length;
  const all = stories.length > 0 && chosen === stories.length;
  // Select all covers the interviews listed so far; unticking it clears the whole selection.
  const toggleAll = () => {
    if (all) bulk.send({ type: 'bulk.clear' });
    else for (const story of stories) if (!isSelected(story)) bulk.send({ type: 'bulk.toggle', story });
  };
  return (
    <Table className={cards.table} aria-label={interviewsLabels.interviews}>
      <TableHeader className={cards.header}>
        <TableRow>
          <TableHeaderCell>
            <Checkbox
              aria-label={interviewsLabels.selectAllInterviews}
              checked={all ? true : chosen > 0 ? 'mixed' : false}
              onChange={toggleAll}
            />
          </TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.title}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.narrator}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.language}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.recorded}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.duration}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.transcript}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.deedOfGift}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.folders}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.files}</TableHeaderCell>
          <TableHeaderCell>{interviewsLabels.actions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody className={cards.body}>
        {stories.map((story) => (
          <TableRow className={cards.row} key={story._id}>
            <TableCell className={mergeClasses(cards.cell, cards.unlabelled, cards.leading)}>
              <Checkbox
                aria-label={interviewsLabels.selectInterview(story.title || interviewsLabels.untitled)}
                checked={isSelected(story)}
                onChange={() => bulk.send({ type: 'bulk.toggle', story })}
              />
            </TableCell>
            <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>
              <AppLink to={hubPath(story)}>{story.title || interviewsLabels.untitled}</AppLink>
            </TableCell>
            <TableCell className={cards.cell} data-label="Narrator">
              {story.narrator || '—'}
            </TableCell>
            <TableCell className={cards.cell} data-label="Language">
              {story.language || '—'}
            </TableCell>
            <TableCell className={cards.cell} data-label="Recorded">
              {shownDate(story)}
            </TableCell>
            <TableCell className={cards.cell} data-label="Duration">
              {story.duration ? formatClockTime(story.duration) : '—'}
            </TableCell>
            <TableCell className={cards.cell} data-label="Transcript">
              {/* A failed transcription needs someone: its hub asks for it again. */}
              {story.transcript === 'failed' ? (
                <AppLink to={hubPath(story)}>{messages.transcriptionFailedAskAgain}</AppLink>
              ) : (
                transcriptStatus(story)
              )}
            </TableCell>
            <TableCell className={cards.cell} data-label="Deed of gift">
              {story.deedOfGift ? interviewsLabels.signed : interviewsLabels.notOnFile}
            </TableCell>
            <TableCell className={cards.cell} data-label="Folders">
              {(story.folders ?? [])
                .map((f) => f.name ?? '')
                .filter(Boolean)
                .join(', ')}
            </TableCell>
            <TableCell className={cards.cell} data-label="Files">
              {StoryFiles && <StoryFiles compact storyId={story._id} storyTitle={story.title || 'Untitled'} />}
            </TableCell>
            <TableCell className={cards.cell} data-label="Actions">
              <StoryActionsMenu story={story} hubPath={hubPath(story)} {...(place ? { place } : {})} canManage={canManage(story)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

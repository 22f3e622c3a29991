import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { AppLink } from '../../components/app-link.js';
import { useStoryFilesSlot } from '../../components/story-files-slot.js';
import type { BulkActionsRef } from './use-bulk-actions.js';

function shownDate(story: Story): string {
  const iso = story.record_date ?? story.recording_started_at ?? story.created_at;
  return new Date(iso).toLocaleDateString();
}

/** The interviews of a list, each with a selection box for the bulk actions, a link to its hub, and its files. */
export function InterviewTable({ stories, bulk, hubPath }: { stories: Story[]; bulk: BulkActionsRef; hubPath(story: Story): string }) {
  const StoryFiles = useStoryFilesSlot();
  const selected = useSelector(bulk, (s) => s.context.selected);
  const isSelected = (story: Story) => selected.some((s) => s._id === story._id);
  return (
    <Table aria-label="Interviews">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Select</TableHeaderCell>
          <TableHeaderCell>Title</TableHeaderCell>
          <TableHeaderCell>Recorded</TableHeaderCell>
          <TableHeaderCell>Folders</TableHeaderCell>
          <TableHeaderCell>Files</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stories.map((story) => (
          <TableRow key={story._id}>
            <TableCell>
              <Checkbox
                aria-label={`Select ${story.title || 'Untitled'}`}
                checked={isSelected(story)}
                onChange={() => bulk.send({ type: 'bulk.toggle', story })}
              />
            </TableCell>
            <TableCell>
              <AppLink to={hubPath(story)}>{story.title || 'Untitled'}</AppLink>
            </TableCell>
            <TableCell>{shownDate(story)}</TableCell>
            <TableCell>
              {(story.folders ?? [])
                .map((f) => f.name ?? '')
                .filter(Boolean)
                .join(', ')}
            </TableCell>
            <TableCell>{StoryFiles && <StoryFiles compact storyId={story._id} storyTitle={story.title || 'Untitled'} />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { Body1, Field, Input } from '@fluentui/react-components';
import { interviewsLabels, isDeleteConfirmed, messages } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { FormDialog } from '../../components/form-dialog.js';
import type { BulkActionsRef } from './use-bulk-actions.js';

/** Bulk delete's confirmation: type DELETE exactly; a note when the interviews have clips. */
export function DeleteConfirmDialog({ bulk }: { bulk: BulkActionsRef }) {
  const open = useSelector(bulk, (s) => s.matches('confirmingDelete'));
  const typed = useSelector(bulk, (s) => s.context.confirmation);
  const hasClips = useSelector(bulk, (s) => s.context.hasClips);
  const count = useSelector(bulk, (s) => s.context.selected.length);
  const cancel = () => bulk.send({ type: 'bulk.delete.cancel' });
  return (
    <FormDialog
      open={open}
      title={interviewsLabels.deleteInterviewsCount(count)}
      submitLabel={messages.labels.delete}
      submitDisabled={!isDeleteConfirmed(typed)}
      onDismiss={cancel}
      onSubmit={() => bulk.send({ type: 'bulk.delete.confirm' })}
    >
      {hasClips && <Body1 as="p">{messages.bulkDeleteClipsNote}</Body1>}
      <Field label={messages.bulkDeletePrompt}>
        <Input
          placeholder={messages.bulkDeleteConfirmationWord}
          value={typed}
          onChange={(_, d) => bulk.send({ type: 'bulk.delete.type', text: d.value })}
        />
      </Field>
    </FormDialog>
  );
}

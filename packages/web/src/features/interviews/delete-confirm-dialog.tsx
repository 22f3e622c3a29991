import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { isDeleteConfirmed, messages } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import type { BulkActionsRef } from './use-bulk-actions.js';

/** Bulk delete's confirmation: type DELETE exactly; a note when the interviews have clips. */
export function DeleteConfirmDialog({ bulk }: { bulk: BulkActionsRef }) {
  const open = useSelector(bulk, (s) => s.matches('confirmingDelete'));
  const typed = useSelector(bulk, (s) => s.context.confirmation);
  const hasClips = useSelector(bulk, (s) => s.context.hasClips);
  const count = useSelector(bulk, (s) => s.context.selected.length);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && bulk.send({ type: 'bulk.delete.cancel' })}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            bulk.send({ type: 'bulk.delete.confirm' });
          }}
        >
          <DialogBody>
            <DialogTitle>
              {messages.labels.delete} {count} interview(s)
            </DialogTitle>
            <DialogContent>
              {hasClips && <Body1 as="p">{messages.bulkDeleteClipsNote}</Body1>}
              <Field label={messages.bulkDeletePrompt}>
                <Input
                  placeholder={messages.bulkDeleteConfirmationWord}
                  value={typed}
                  onChange={(_, d) => bulk.send({ type: 'bulk.delete.type', text: d.value })}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => bulk.send({ type: 'bulk.delete.cancel' })}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={!isDeleteConfirmed(typed)}>
                {messages.labels.delete}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

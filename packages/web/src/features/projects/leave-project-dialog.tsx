import { Body1 } from '@fluentui/react-components';
import { messages, type Project, ProjectApi, projectsLabels } from '@storykeep/core';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

export interface LeaveProjectDialogProps {
  project: Project;
  open: boolean;
  onClose(): void;
  /** After the server has let the person go; the project is no longer theirs to open. */
  onLeft(): void;
}

/** Asks before leaving a project: leaving takes away its interviews, and only a manager can invite the person back. */
export function LeaveProjectDialog({ project, open, onClose, onLeft }: LeaveProjectDialogProps) {
  const api = useService<ProjectApi>(ProjectApi);
  const { busy, error, setError, run } = useSubmission(messages.projectLeaveFailed);
  const close = () => {
    setError(null);
    onClose();
  };
  const leave = () =>
    run(async () => {
      await api.leave(project._id);
      onLeft();
    });
  return (
    <FormDialog
      open={open}
      title={projectsLabels.leaveProjectQuestion(project.name)}
      submitLabel="Leave project"
      cancelLabel="Stay"
      submitDisabled={busy}
      onDismiss={close}
      onSubmit={() => void leave()}
    >
      <Body1>{projectsLabels.youWillNoLongerSeeThis}</Body1>
      <FormMessage text={error} />
    </FormDialog>
  );
}

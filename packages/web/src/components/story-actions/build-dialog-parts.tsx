import { Button, DialogActions, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { componentsLabels } from '@storykeep/core';

/** Why a build on the server failed, in a build dialog. */
export function BuildFailure({ state }: { state: { status: string; message?: string } }) {
  if (state.status !== 'Failed') return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{state.message}</MessageBarBody>
    </MessageBar>
  );
}

/** A build dialog's buttons: start the build (until it is done), and close. */
export function BuildActions(props: { done: boolean; busy: boolean; startLabel: string; onStart(): void; onClose(): void }) {
  return (
    <DialogActions>
      {!props.done && (
        <Button appearance="primary" disabled={props.busy} onClick={props.onStart}>
          {props.startLabel}
        </Button>
      )}
      <Button onClick={props.onClose}>{componentsLabels.close}</Button>
    </DialogActions>
  );
}

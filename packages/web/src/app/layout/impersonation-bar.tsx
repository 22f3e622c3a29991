import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useAuthActor } from '../../shared/auth-context.js';

/** The warning of {@link ImpersonationBanner} and its way back, in a chunk of its own. */
export function ImpersonationBar() {
  const auth = useAuthActor();
  return (
    <MessageBar intent="warning" layout="singleline" role="alert">
      <MessageBarBody>{messages.impersonationWarning}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => auth.send({ type: 'auth.returnToSelf' })}>
          {messages.returnToSelf}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

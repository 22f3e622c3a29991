import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';

/** While an admin acts as another user: the catalogue's warning and the way back. */
export function ImpersonationBanner() {
  const auth = useAuthActor();
  const impersonating = useAuth((s) => s.context.superToken !== null && s.context.authenticated);
  if (!impersonating) return null;
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

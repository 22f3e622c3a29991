import { Body1, Button } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { FormCard } from '../../components/form-card.js';
import { useAuthActor } from '../../shared/auth-context.js';
import { PasswordChangeForm } from '../../shared/password-change-form.js';

/**
 * The sign-in step of an account whose password was made for it (a new administrator's): the server answers nothing
 * else until the person chooses their own, so the app shows only this, and signing out.
 */
export function PasswordChangeStep() {
  const auth = useAuthActor();
  return (
    <FormCard title={messages.passwordChangeRequiredTitle}>
      <Body1 as="p">{messages.passwordChangeRequiredIntro}</Body1>
      <PasswordChangeForm currentLabel={messages.givenPasswordLabel} onChanged={() => auth.send({ type: 'auth.passwordChanged' })} />
      <Button appearance="subtle" onClick={() => auth.send({ type: 'auth.signOut' })}>
        {messages.labels.logout}
      </Button>
    </FormCard>
  );
}

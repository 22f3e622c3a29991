import { Body1, Button, Checkbox, Field, Input, Link, Title1 } from '@fluentui/react-components';
import type { RoomFlowContext } from '@storykeep/core';
import { callsLabels, pathTo } from '@storykeep/core';
import type { FormEvent } from 'react';
import { useRoomPageStyles } from './room-start-page.js';

export interface PreJoinChange {
  name?: string;
  email?: string;
  termsAccepted?: boolean;
  sessionPassword?: string;
}

/** Before joining: the participant's name, optional e-mail, the terms and, when the story has one, the session password. */
export function PreJoinForm(props: { context: RoomFlowContext; busy: boolean; onChange(change: PreJoinChange): void; onSubmit(): void }) {
  const styles = useRoomPageStyles();
  const { context } = props;
  const needsPassword = context.info?.passwordRequired || context.passwordError !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const passwordMessage =
    context.passwordError === 'failed'
      ? 'That session password is not right.'
      : context.passwordError === 'needed'
        ? 'Enter the session password.'
        : undefined;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{context.info?.title || callsLabels.joinTheCall}</Title1>
      {context.info?.hostName && (
        <Body1>
          {callsLabels.hostedBy} {context.info.hostName}
        </Body1>
      )}
      <form className={styles.form} onSubmit={submit}>
        <Field label={callsLabels.yourName} required>
          <Input value={context.name} onChange={(_, d) => props.onChange({ name: d.value })} />
        </Field>
        <Field label={callsLabels.eMailOptional}>
          <Input type="email" value={context.email} onChange={(_, d) => props.onChange({ email: d.value })} />
        </Field>
        {needsPassword && (
          <Field label={callsLabels.sessionPassword} required validationMessage={passwordMessage}>
            <Input
              type="password"
              value={context.sessionPassword ?? ''}
              onChange={(_, d) => props.onChange({ sessionPassword: d.value })}
            />
          </Field>
        )}
        <Checkbox
          checked={context.termsAccepted}
          onChange={(_, d) => props.onChange({ termsAccepted: d.checked === true })}
          label={
            <>
              {callsLabels.iAcceptThe}{' '}
              <Link href={pathTo('terms')} target="_blank">
                {callsLabels.termsAndConditions}
              </Link>{' '}
              {callsLabels.andAgreeToBeRecorded}
            </>
          }
        />
        {context.error && !context.passwordError && <Body1 role="alert">{context.error}</Body1>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={props.busy || !context.name.trim() || !context.termsAccepted}>
            {callsLabels.continue}
          </Button>
        </div>
      </form>
    </div>
  );
}

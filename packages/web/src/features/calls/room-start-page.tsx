import {
  Body1,
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Textarea,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { apiFailureMessage, callsLabels, messages, pathTo, RoomApi, roomFlowMachine } from '@storykeep/core';
import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AppLink } from '../../components/app-link.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { sessionPasswordProblem } from '../../shared/session-password.js';
import { useLoad } from '../../shared/use-load.js';

export const useRoomPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    width: '100%',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '0' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** `/projects/{id}/room/start` and its folder variant: a host makes a room for a new story and gets its link. */
export function RoomStartPage() {
  const styles = useRoomPageStyles();
  const { projectId = '', folderId } = useParams();
  const rooms = useService<RoomApi>(RoomApi);
  const signedIn = useAuth((s) => s.context.authenticated);
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState('');
  const [password, setPassword] = useState('');
  // The room flow owns the creation; the page only shows its state. A refusal carries the server's reason.
  const machine = useMemo(
    () =>
      roomFlowMachine.provide({
        actors: {
          createRoom: fromPromise(async ({ input }) => {
            try {
              return await rooms.startRoom(input.projectId, {
                ...(input.folderId ? { folder: input.folderId } : {}),
                ...(input.title ? { title: input.title } : {}),
                ...(input.questions ? { questions: input.questions } : {}),
                ...(input.sessionPassword ? { sessionPassword: input.sessionPassword } : {}),
              });
            } catch (failure) {
              throw new Error(apiFailureMessage(failure) ?? messages.callStartFailed);
            }
          }),
        },
      }),
    [rooms],
  );
  const [snapshot, send] = useMachine(machine);
  const flow = snapshot.context;
  const busy = flow.callStatus === 'initiating_room_creation';
  const error = flow.error;

  if (!signedIn) {
    return (
      <div className={styles.page}>
        <Title1 as="h1">{callsLabels.startACall}</Title1>
        <Body1>
          <Link as="a" href={pathTo('login')}>
            {callsLabels.signIn}
          </Link>{' '}
          {callsLabels.toStartACallForThis}
        </Body1>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'room.create',
      projectId,
      folderId: folderId ?? null,
      title: title.trim(),
      questions: questions
        .split('\n')
        .map((q) => q.trim())
        .filter(Boolean),
      sessionPassword: password,
    });
  };

  const listPath = folderId ? pathTo('folder', { projectId, folderId }) : pathTo('project', { projectId });
  const room = flow.callStatus === 'room_created' && flow.roomKey && flow.roomUrl ? { roomKey: flow.roomKey, roomUrl: flow.roomUrl } : null;
  if (room) {
    return (
      <div className={styles.page}>
        <Title1 as="h1">{callsLabels.yourCallIsReady}</Title1>
        <Body1>{callsLabels.shareThisLinkWithThePeople}</Body1>
        <div className={styles.link}>
          <Field label={callsLabels.linkToShare} className={styles.grow}>
            <Input readOnly value={room.roomUrl} onFocus={(e) => e.currentTarget.select()} />
          </Field>
          <Button onClick={() => void navigator.clipboard?.writeText(room.roomUrl)}>{callsLabels.copyLink}</Button>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" as="a" href={pathTo('roomSession', { interviewId: room.roomKey })}>
            {callsLabels.enterTheRoom}
          </Button>
          <AppLink to={listPath}>{folderId ? callsLabels.backToTheFolder : callsLabels.backToTheProject}</AppLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Title1 as="h1">{callsLabels.startACall}</Title1>
      <Body1>
        {callsLabels.aNewInterviewIsCreatedIn} {folderId ? callsLabels.folder : callsLabels.project} {callsLabels.andRecordedInTheCall}
      </Body1>
      <form className={styles.form} onSubmit={submit}>
        <Field label={callsLabels.title}>
          <Input value={title} onChange={(_, d) => setTitle(d.value)} />
        </Field>
        <Field label={callsLabels.questionsToAsk} hint={callsLabels.onePerLineTheyAreShown}>
          <Textarea value={questions} onChange={(_, d) => setQuestions(d.value)} resize="vertical" />
        </Field>
        <Field
          label={callsLabels.sessionPassword}
          hint={callsLabels.guestsNeedItToJoinYour}
          validationMessage={sessionPasswordProblem(password)}
        >
          <Input type="password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={busy || sessionPasswordProblem(password) !== undefined}>
            {callsLabels.createTheRoom}
          </Button>
          <Button as="a" href={listPath}>
            {callsLabels.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** `/room/stories/{id}`: the story's room, with its link and the way in. */
export function StoryRoomPage() {
  const styles = useRoomPageStyles();
  const { storyId = '' } = useParams();
  const rooms = useService<RoomApi>(RoomApi);
  const loaded = useLoad(() => rooms.storyRoom(storyId), [rooms, storyId]);
  return (
    <div className={styles.page}>
      <Title1 as="h1">{callsLabels.call}</Title1>
      {loaded.state === 'failed' && <Body1 role="alert">{apiFailureMessage(loaded.error) ?? messages.storyHasNoCall}</Body1>}
      {loaded.state === 'ready' && (
        <>
          <Field label={callsLabels.linkToShare}>
            <Input readOnly value={loaded.value.roomUrl} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" as="a" href={pathTo('roomSession', { interviewId: loaded.value.roomKey })}>
              {callsLabels.enterTheRoom}
            </Button>
            <AppLink to={pathTo('publicConclude', { storyId })}>{messages.concludeInterview}</AppLink>
          </div>
        </>
      )}
    </div>
  );
}

import { Button, Field, Input, Subtitle1, Textarea } from '@fluentui/react-components';
import {
  apiFailureMessage,
  messages,
  type PrepSession,
  type PrepSessionCreate,
  PrepSessionCreateSchema,
  planningLabels,
} from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { sessionPasswordProblem } from '../../shared/session-password.js';
import { questionLines, usePlanningStyles } from './planning-styles.js';

/** `2024-07-01T15:00` in the browser's time zone, as a datetime-local field shows it. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface CallPlanFormProps {
  heading: string;
  submitLabel: string;
  plan?: PrepSession;
  save(input: PrepSessionCreate): Promise<void>;
}

/** A call plan's fields: title, time, password and the questions (one per line). */
export function CallPlanForm({ heading, submitLabel, plan, save }: CallPlanFormProps) {
  const styles = usePlanningStyles();
  const [title, setTitle] = useState(plan?.title ?? '');
  const [when, setWhen] = useState(localInput(plan?.scheduled_at));
  const [password, setPassword] = useState(plan?.password ?? '');
  const [questions, setQuestions] = useState((plan?.questions ?? []).join('\n'));
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = plan ? `plan-form-${plan._id}` : 'new-plan-heading';

  async function submit() {
    const input = PrepSessionCreateSchema.safeParse({
      title,
      questions: questionLines(questions),
      scheduled_at: when ? new Date(when).toISOString() : null,
      password: password.trim(),
    });
    if (!input.success) return setError({ field: 'title', text: messages.fieldRequired });
    setBusy(true);
    setError(null);
    try {
      await save(input.data);
      if (!plan) {
        setTitle('');
        setWhen('');
        setPassword('');
        setQuestions('');
      }
    } catch (failure) {
      const field = (failure as { field?: unknown }).field;
      setError({ ...(typeof field === 'string' ? { field } : {}), text: apiFailureMessage(failure) ?? messages.callPlanSaveFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Subtitle1 as="h2" id={headingId}>
        {heading}
      </Subtitle1>
      <Field label={planningLabels.title} required validationMessage={error?.field === 'title' ? error.text : undefined}>
        <Input value={title} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <Field label={planningLabels.dateAndTime}>
        <Input type="datetime-local" value={when} onChange={(_, d) => setWhen(d.value)} />
      </Field>
      <Field
        label={planningLabels.sessionPassword}
        hint={planningLabels.guestsEnterItBeforeTheyJoin}
        validationMessage={sessionPasswordProblem(password) ?? (error?.field === 'password' ? error.text : undefined)}
      >
        <Input value={password} onChange={(_, d) => setPassword(d.value)} autoComplete="off" />
      </Field>
      <Field label={planningLabels.questionsToAskOnePerLine}>
        <Textarea value={questions} onChange={(_, d) => setQuestions(d.value)} resize="vertical" />
      </Field>
      <FormMessage text={error && error.field !== 'title' && error.field !== 'password' ? error.text : null} />
      <div>
        <Button appearance="primary" type="submit" disabled={busy || sessionPasswordProblem(password) !== undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

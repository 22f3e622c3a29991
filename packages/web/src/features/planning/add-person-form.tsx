import { Button, Field, Input, Subtitle1, Textarea } from '@fluentui/react-components';
import { apiFailureMessage, CampaignPersonCreateSchema, messages, PlanningApi, planningLabels } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { questionLines, usePlanningStyles } from './planning-styles.js';

/** Adds a person to the campaign (to a call plan's list when `prepsessionId` is given). */
export function AddPersonForm({ projectId, prepsessionId, onAdded }: { projectId: string; prepsessionId?: string; onAdded(): void }) {
  const styles = usePlanningStyles();
  const api = useService<PlanningApi>(PlanningApi);
  const notify = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [questions, setQuestions] = useState('');
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const input = CampaignPersonCreateSchema.safeParse({
      name,
      email: email.trim(),
      questions: questionLines(questions),
      ...(prepsessionId ? { prepsession_id: prepsessionId } : {}),
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      return setError({
        field,
        text: field === 'email' ? messages.emailInvalid : field === 'name' ? messages.fieldRequired : (issue?.message ?? ''),
      });
    }
    setBusy(true);
    setError(null);
    try {
      await api.addPerson(projectId, input.data);
      notify({ intent: 'success', text: messages.campaignPersonAdded });
      setName('');
      setEmail('');
      setQuestions('');
      onAdded();
    } catch (failure) {
      setError({ text: apiFailureMessage(failure) ?? messages.campaignPersonSaveFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="add-person-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Subtitle1 as="h2" id="add-person-heading">
        {planningLabels.addAPersonToInterview}
      </Subtitle1>
      <Field label={planningLabels.name} required validationMessage={error?.field === 'name' ? error.text : undefined}>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label={planningLabels.eMailToSendTheInvitation} validationMessage={error?.field === 'email' ? error.text : undefined}>
        <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <Field label={planningLabels.questionsToAskOnePerLine}>
        <Textarea value={questions} onChange={(_, d) => setQuestions(d.value)} resize="vertical" />
      </Field>
      <FormMessage text={error && !error.field ? error.text : null} />
      <div>
        <Button appearance="primary" type="submit" disabled={busy}>
          {planningLabels.addPerson}
        </Button>
      </div>
    </form>
  );
}

import { Badge, Body1, Button, Checkbox, Field, Select, Subtitle2 } from '@fluentui/react-components';
import {
  apiFailureMessage,
  CAMPAIGN_STATUS_LABELS,
  type CampaignPerson,
  type CampaignStatus,
  CampaignStatusSchema,
  messages,
  PlanningApi,
  pathTo,
  planningLabels,
} from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { CopyLink } from './copy-link.js';
import { usePlanningStyles } from './planning-styles.js';

export interface PersonCardProps {
  person: CampaignPerson;
  canManage: boolean;
  onChanged(): void;
}

/** One person of a campaign: status, questions, and the invitation link (made, e-mailed, used). */
export function PersonCard({ person, canManage, onChanged }: PersonCardProps) {
  const styles = usePlanningStyles();
  const api = useService<PlanningApi>(PlanningApi);
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendEmail, setSendEmail] = useState(person.email !== '');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const headingId = `person-${person._id}`;

  async function run(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? fallback);
    } finally {
      setBusy(false);
    }
  }

  const invite = () =>
    run(async () => {
      const answer = await api.invitePerson(person._id, sendEmail);
      notify({ intent: 'success', text: answer.emailed ? messages.campaignInviteEmailed : messages.campaignInviteCreated });
    }, messages.campaignInviteFailed);
  const setStatus = (status: CampaignStatus) =>
    run(async () => {
      await api.editPerson(person._id, { status });
    }, messages.campaignPersonSaveFailed);
  const remove = () =>
    run(async () => {
      await api.removePerson(person._id);
      notify({ intent: 'success', text: messages.campaignPersonRemoved });
    }, messages.campaignPersonSaveFailed);

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.row}>
        <Subtitle2 as="h3" id={headingId} className={styles.grow}>
          {person.name}
        </Subtitle2>
        <Badge appearance="tint" color={person.status === 'declined' ? 'danger' : person.status === 'recorded' ? 'success' : 'brand'}>
          {CAMPAIGN_STATUS_LABELS[person.status]}
        </Badge>
      </div>
      {person.email && <Body1 className={styles.muted}>{person.email}</Body1>}
      {person.prepsession_id && (
        <AppLink to={pathTo('planCallPrepsession', { projectId: person.project_id, prepsessionId: person.prepsession_id })}>
          {person.name}
          {planningLabels.sCallPlan}
        </AppLink>
      )}
      {person.questions.length > 0 && (
        <ol className={styles.questions} aria-label={planningLabels.questionsFor(person.name)}>
          {person.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same question may be asked twice
            <li key={i}>{q}</li>
          ))}
        </ol>
      )}
      {person.ticket_url && !person.ticket_used && (
        <CopyLink label={planningLabels.invitationLinkFor(person.name)} url={person.ticket_url} />
      )}
      {person.ticket_used && <Body1>{planningLabels.theInvitationHasBeenUsed}</Body1>}
      {person.has_recording && person.story_id && (
        <AppLink to={pathTo('storyHub', { projectId: person.project_id, storyId: person.story_id })}>
          {planningLabels.open} {person.name}
          {planningLabels.sRecordedInterview}
        </AppLink>
      )}
      {canManage && (
        <div className={styles.row}>
          <Field label={planningLabels.status}>
            <Select value={person.status} disabled={busy} onChange={(_, d) => void setStatus(CampaignStatusSchema.parse(d.value))}>
              {CampaignStatusSchema.options.map((s) => (
                <option key={s} value={s}>
                  {CAMPAIGN_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          {person.email && (
            <Checkbox label={planningLabels.sendItByEMail} checked={sendEmail} onChange={(_, d) => setSendEmail(d.checked === true)} />
          )}
          <Button appearance="primary" disabled={busy} onClick={() => void invite()}>
            {person.ticket_url ? planningLabels.newInvitationLinkFor(person.name) : planningLabels.invitePerson(person.name)}
          </Button>
          {confirmRemove ? (
            <>
              <Button disabled={busy} onClick={() => void remove()}>
                {planningLabels.yesRemove} {person.name}
              </Button>
              <Button appearance="subtle" onClick={() => setConfirmRemove(false)}>
                {planningLabels.keep}
              </Button>
            </>
          ) : (
            <Button appearance="subtle" onClick={() => setConfirmRemove(true)}>
              {planningLabels.remove} {person.name}
            </Button>
          )}
        </div>
      )}
      <FormMessage text={error} />
    </li>
  );
}

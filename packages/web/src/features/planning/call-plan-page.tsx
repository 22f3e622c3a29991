import { Body1, Button, Spinner, Subtitle1, Title1 } from '@fluentui/react-components';
import { apiFailureMessage, messages, PlanningApi, pathTo, planningLabels } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';
import { CallPlanForm } from './call-plan-form.js';
import { CopyLink } from './copy-link.js';
import { whenText } from './plan-summary.js';
import { usePlanningStyles } from './planning-styles.js';
import { usePlannedProject } from './use-planner.js';

/**
 * `/plan_call/projects/{id}/prepsession/{id}`: one call plan. Its session link goes to the guests; starting the call
 * opens the room it planned, with its questions.
 */
export function CallPlanPage() {
  const styles = usePlanningStyles();
  const { projectId = '', prepsessionId = '' } = useParams();
  const api = useService<PlanningApi>(PlanningApi);
  const notify = useNotify();
  const navigate = useNavigate();
  const { canManage } = usePlannedProject(projectId);
  const plan = useLoad(() => api.prepSession(prepsessionId), [api, prepsessionId]);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (plan.state === 'loading') return <Spinner label={planningLabels.loadingTheCallPlan} />;
  if (plan.state === 'failed')
    return (
      <div className={styles.page}>
        <Body1 role="alert">{messages.callPlanLoadFailed}</Body1>
        <AppLink to={pathTo('planCall', { projectId })}>{planningLabels.allCallPlans}</AppLink>
      </div>
    );
  const value = plan.value;
  return (
    <div className={styles.page}>
      <nav className={styles.links} aria-label={planningLabels.planning}>
        <AppLink to={pathTo('planCall', { projectId })}>{planningLabels.allCallPlans}</AppLink>
        <AppLink to={pathTo('planCampaignPrepsession', { projectId, prepsessionId })}>{planningLabels.peopleForThisCall}</AppLink>
      </nav>
      <Title1 as="h1">{value.title}</Title1>
      <Body1>
        {whenText(value.scheduled_at)} ·{' '}
        {value.password_present ? planningLabels.guestsNeedTheSessionPassword : planningLabels.noSessionPassword}
      </Body1>
      <section className={styles.section} aria-labelledby="session-link-heading">
        <Subtitle1 as="h2" id="session-link-heading">
          {planningLabels.sessionLink}
        </Subtitle1>
        <Body1>{planningLabels.sendThisLinkToThePeople}</Body1>
        {value.session_url ? (
          <CopyLink label={planningLabels.sessionLink} url={value.session_url} />
        ) : (
          <Body1>{planningLabels.thisPlanHasNoCallTo}</Body1>
        )}
        {value.room_key && (
          <div>
            <Button appearance="primary" onClick={() => navigate(pathTo('roomSession', { interviewId: value.room_key ?? '' }))}>
              {planningLabels.startTheCall}
            </Button>
          </div>
        )}
      </section>
      {value.questions.length > 0 && (
        <section className={styles.section} aria-labelledby="plan-questions-heading">
          <Subtitle1 as="h2" id="plan-questions-heading">
            {planningLabels.questions}
          </Subtitle1>
          <ol className={styles.questions}>
            {value.questions.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same question may be asked twice
              <li key={i}>{q}</li>
            ))}
          </ol>
        </section>
      )}
      {canManage && (
        <>
          <CallPlanForm
            key={value._id}
            heading="Change the plan"
            submitLabel="Save the plan"
            plan={value}
            save={async (input) => {
              await api.editPrepSession(value._id, input);
              notify({ intent: 'success', text: messages.callPlanSaved });
              plan.reload();
            }}
          />
          <div className={styles.row}>
            {confirmRemove ? (
              <>
                <Body1>{planningLabels.theInterviewItOpenedStaysIn}</Body1>
                <Button
                  onClick={() => {
                    api.removePrepSession(value._id).then(
                      () => {
                        notify({ intent: 'success', text: messages.callPlanRemoved });
                        navigate(pathTo('planCall', { projectId }));
                      },
                      (failure: unknown) => setError(apiFailureMessage(failure) ?? messages.callPlanSaveFailed),
                    );
                  }}
                >
                  {planningLabels.yesRemoveThePlan}
                </Button>
                <Button appearance="subtle" onClick={() => setConfirmRemove(false)}>
                  {planningLabels.keepIt}
                </Button>
              </>
            ) : (
              <Button appearance="subtle" onClick={() => setConfirmRemove(true)}>
                {planningLabels.removeThisPlan}
              </Button>
            )}
          </div>
          <FormMessage text={error} />
        </>
      )}
    </div>
  );
}

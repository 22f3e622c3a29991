import { Body1, Button, Spinner, Subtitle1, Title1 } from '@fluentui/react-components';
import { messages, PlanningApi, pageCount, pathTo, planningLabels } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';
import { CallPlanForm } from './call-plan-form.js';
import { PlanSummary } from './plan-summary.js';
import { usePlanningStyles } from './planning-styles.js';
import { projectPath, usePlannedProject } from './use-planner.js';

const PAGE_SIZE = 15;

/** `/plan_call/projects/{id}` (also under an organization): the project's call plans, and a form to plan a new call. */
export function CallPlansPage() {
  const styles = usePlanningStyles();
  const { projectId = '', organizationCode } = useParams();
  const api = useService<PlanningApi>(PlanningApi);
  const notify = useNotify();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { project, canManage } = usePlannedProject(projectId);
  const plans = useLoad(() => api.prepSessions(projectId, page), [api, projectId, page]);
  const name = project.state === 'ready' ? project.value.name : 'the project';
  const pages = plans.state === 'ready' ? pageCount(plans.value.total, PAGE_SIZE) : 1;

  return (
    <div className={styles.page}>
      <nav className={styles.links} aria-label={planningLabels.planning}>
        <AppLink to={projectPath(projectId, organizationCode)}>
          {planningLabels.backTo} {name}
        </AppLink>
        <AppLink
          to={
            organizationCode ? pathTo('planCampaignOrganization', { organizationCode, projectId }) : pathTo('planCampaign', { projectId })
          }
        >
          {planningLabels.interviewCampaign}
        </AppLink>
      </nav>
      <Title1 as="h1">
        {planningLabels.callPlans} {name}
      </Title1>
      <Body1>{planningLabels.planACallBeforeItHappens}</Body1>
      {canManage && (
        <CallPlanForm
          heading="Plan a new call"
          submitLabel="Plan the call"
          save={async (input) => {
            const plan = await api.createPrepSession(projectId, input);
            notify({ intent: 'success', text: messages.callPlanSaved });
            navigate(pathTo('planCallPrepsession', { projectId, prepsessionId: plan._id }));
          }}
        />
      )}
      <section className={styles.section} aria-labelledby="plans-heading">
        <Subtitle1 as="h2" id="plans-heading">
          {planningLabels.plannedCalls}
        </Subtitle1>
        {plans.state === 'loading' && <Spinner size="tiny" label={planningLabels.loadingTheCallPlans} />}
        {plans.state === 'failed' && <Body1 role="alert">{messages.callPlansLoadFailed}</Body1>}
        {plans.state === 'ready' && plans.value.items.length === 0 && <Body1>{planningLabels.noCallsArePlannedYet}</Body1>}
        {plans.state === 'ready' && plans.value.items.length > 0 && (
          <ul className={styles.list} aria-label={planningLabels.plannedCalls}>
            {plans.value.items.map((plan) => (
              <PlanSummary key={plan._id} plan={plan} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className={styles.row} aria-label={planningLabels.pagesOfCallPlans}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {planningLabels.previousPage}
            </Button>
            <Body1>{planningLabels.pageOf(page, pages)}</Body1>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {planningLabels.nextPage}
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}

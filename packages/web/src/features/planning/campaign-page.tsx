import { Body1, Spinner, Subtitle1, Title1 } from '@fluentui/react-components';
import { CAMPAIGN_STATUS_LABELS, CampaignStatusSchema, messages, PlanningApi, pathTo, planningLabels } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { AddPersonForm } from './add-person-form.js';
import { PersonCard } from './person-card.js';
import { usePlanningStyles } from './planning-styles.js';
import { projectPath, usePlannedProject } from './use-planner.js';

/**
 * `/plan_campaign/projects/{id}` (also under an organization, and `…/prepsession/{id}` for one call's people): the
 * project's list of people to interview, each with a status, the questions to ask and a single-use invitation link.
 */
export function CampaignPage() {
  const styles = usePlanningStyles();
  const { projectId = '', organizationCode, prepsessionId } = useParams();
  const api = useService<PlanningApi>(PlanningApi);
  const { canManage } = usePlannedProject(projectId);
  const campaign = useLoad(() => api.campaign(projectId, prepsessionId), [api, projectId, prepsessionId]);
  const plan = useLoad(() => (prepsessionId ? api.prepSession(prepsessionId) : Promise.resolve(null)), [api, prepsessionId]);
  const planTitle = plan.state === 'ready' ? plan.value?.title : undefined;

  if (campaign.state === 'loading') return <Spinner label={planningLabels.loadingTheCampaign} />;
  if (campaign.state === 'failed') return <Body1 role="alert">{messages.campaignLoadFailed}</Body1>;
  const { items, counts, project_name } = campaign.value;
  return (
    <div className={styles.page}>
      <nav className={styles.links} aria-label={planningLabels.planning}>
        <AppLink to={projectPath(projectId, organizationCode)}>
          {planningLabels.backTo} {project_name}
        </AppLink>
        <AppLink
          to={organizationCode ? pathTo('planCallOrganization', { organizationCode, projectId }) : pathTo('planCall', { projectId })}
        >
          {planningLabels.callPlansHeading}
        </AppLink>
        {prepsessionId && (
          <AppLink to={pathTo('planCallPrepsession', { projectId, prepsessionId })}>{planningLabels.thisCallSPlan}</AppLink>
        )}
      </nav>
      <Title1 as="h1">
        {prepsessionId ? planningLabels.peopleForTheCall(planTitle) : planningLabels.interviewCampaignOf(project_name)}
      </Title1>
      <Body1>{planningLabels.thePeopleThisProjectPlansTo}</Body1>
      <ul className={styles.counts} aria-label={planningLabels.peopleByStatus}>
        {CampaignStatusSchema.options.map((s) => (
          <li key={s}>
            {CAMPAIGN_STATUS_LABELS[s]}: {counts[s] ?? 0}
          </li>
        ))}
      </ul>
      {canManage && <AddPersonForm projectId={projectId} {...(prepsessionId ? { prepsessionId } : {})} onAdded={campaign.reload} />}
      <section className={styles.section} aria-labelledby="people-heading">
        <Subtitle1 as="h2" id="people-heading">
          {planningLabels.peopleToInterview}
        </Subtitle1>
        {items.length === 0 ? (
          <Body1>{planningLabels.nobodyIsOnTheListYet}</Body1>
        ) : (
          <ul className={styles.list} aria-label={planningLabels.peopleToInterview}>
            {items.map((person) => (
              <PersonCard key={person._id} person={person} canManage={canManage} onChanged={campaign.reload} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

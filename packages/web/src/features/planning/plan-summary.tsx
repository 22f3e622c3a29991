import { Body1, Subtitle2 } from '@fluentui/react-components';
import { type PrepSession, pathTo, planningLabels } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { usePlanningStyles } from './planning-styles.js';

/** When a call is planned for, in the reader's own words and time zone. */
export function whenText(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'No time set';
}

/** One call plan in the project's list. */
export function PlanSummary({ plan }: { plan: PrepSession }) {
  const styles = usePlanningStyles();
  const headingId = `plan-${plan._id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        <AppLink to={pathTo('planCallPrepsession', { projectId: plan.project_id, prepsessionId: plan._id })}>{plan.title}</AppLink>
      </Subtitle2>
      <Body1>
        {whenText(plan.scheduled_at)} · {plan.password_present ? planningLabels.passwordSet : planningLabels.noPassword} ·{' '}
        {planningLabels.questionCount(plan.questions.length)}
      </Body1>
    </li>
  );
}

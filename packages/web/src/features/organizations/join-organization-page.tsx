import { Spinner } from '@fluentui/react-components';
import { apiFailureMessage, apiFailureStatus, messages, OrganizationApi, organizationsLabels, pathTo } from '@storykeep/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

/** Where joining leads: the invitation's project when it names one, else the organization's projects. */
export function joinedPath(answer: { organizational_code: string; project_id: string | null }): string {
  return answer.project_id
    ? pathTo('organizationProject', { organizationCode: answer.organizational_code, projectId: answer.project_id })
    : pathTo('organizationProjects', { organizationCode: answer.organizational_code });
}

/**
 * `/organization/{code}/accept` (public): a signed-in user joins with the invitation code; a visitor registers by
 * invitation (which uses the code up and joins them) and lands on the home page once signed in.
 */
export function JoinOrganizationPage({ registerForm }: { registerForm: (code: string) => ReactNode }) {
  const { code = '' } = useParams();
  const api = useService<OrganizationApi>(OrganizationApi);
  const pending = useAuth((s) => s.context.authenticationPending);
  const signedIn = useAuth((s) => s.context.authenticated);
  const [joined, setJoined] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const registeredHere = useRef(false);
  if (!pending && !signedIn) registeredHere.current = true;
  useEffect(() => {
    if (!signedIn) return;
    if (registeredHere.current) {
      setJoined('/');
      return;
    }
    let live = true;
    api.acceptInvite(code).then(
      (answer) => live && setJoined(joinedPath(answer)),
      (failure: unknown) =>
        live &&
        setError(
          apiFailureStatus(failure) === 404
            ? 'This invitation is unknown or has already been used.'
            : (apiFailureMessage(failure) ?? messages.invitationAcceptFailed),
        ),
    );
    return () => {
      live = false;
    };
  }, [api, code, signedIn]);
  if (pending) return <Spinner label={organizationsLabels.loading} />;
  if (!signedIn) return registerForm(code);
  if (joined) return <Navigate to={joined} replace />;
  return (
    <FormCard title={organizationsLabels.joinAnOrganization}>
      {error ? <FormMessage text={error} /> : <Spinner label={organizationsLabels.joiningTheOrganization} />}
    </FormCard>
  );
}

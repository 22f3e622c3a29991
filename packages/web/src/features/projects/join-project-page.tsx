import { Spinner } from '@fluentui/react-components';
import { apiFailureMessage, messages, ProjectApi, pathTo, projectsLabels } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

/** `/project/{code}`: joins the project with this code; visitors sign in first and come back here. */
export function JoinProjectPage() {
  const { code = '' } = useParams();
  const location = useLocation();
  const api = useService<ProjectApi>(ProjectApi);
  const auth = useAuthActor();
  const pending = useAuth((s) => s.context.authenticationPending);
  const signedIn = useAuth((s) => s.context.authenticated);
  const [joined, setJoined] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api.join(code).then(
      (project) => live && setJoined(project._id),
      (failure: unknown) => live && setError(apiFailureMessage(failure) ?? messages.projectCodeInvalid),
    );
    return () => {
      live = false;
    };
  }, [api, code, signedIn]);
  const mustSignIn = !pending && !signedIn;
  useEffect(() => {
    if (mustSignIn) auth.send({ type: 'auth.requireLogin', from: location.pathname });
  }, [auth, mustSignIn, location.pathname]);
  if (pending) return <Spinner label={projectsLabels.loading} />;
  if (mustSignIn) return <Navigate to={pathTo('login')} replace />;
  if (joined) return <Navigate to={pathTo('project', { projectId: joined })} replace />;
  return (
    <FormCard title={projectsLabels.joinAProject}>
      {error ? <FormMessage text={error} /> : <Spinner label={projectsLabels.joiningTheProject} />}
    </FormCard>
  );
}

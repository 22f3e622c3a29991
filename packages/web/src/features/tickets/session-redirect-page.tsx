import { Button, Spinner } from '@fluentui/react-components';
import { apiFailureStatus, PlanningApi, pathTo, ticketsLabels } from '@storykeep/core';
import { Navigate, useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { LinkExpiredPage } from './guest-pages.js';
import { MessageCard } from './message-card.js';

/**
 * `/{group}/{title}/s/{key}/{type}`: a prep session's link. The key alone finds the call; the guest goes on to join
 * it (its page asks for the session password when there is one). A key that finds nothing has expired.
 */
export function SessionRedirectPage() {
  const { key = '' } = useParams();
  const api = useService<PlanningApi>(PlanningApi);
  const session = useLoad(() => api.resolveSession(key), [api, key]);
  if (session.state === 'loading') return <Spinner label={ticketsLabels.openingTheSession} />;
  if (session.state === 'ready') return <Navigate to={pathTo('roomSession', { interviewId: session.value.room_key })} replace />;
  const status = apiFailureStatus(session.error);
  if (status === 404 || status === 400) return <LinkExpiredPage />;
  return (
    <MessageCard title={ticketsLabels.theSessionCouldNotBeOpened} text="Check your connection and open the link again.">
      <Button appearance="primary" onClick={session.reload}>
        {ticketsLabels.tryAgain}
      </Button>
    </MessageCard>
  );
}

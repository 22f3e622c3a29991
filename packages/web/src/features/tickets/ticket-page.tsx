import { Button, Spinner } from '@fluentui/react-components';
import { HomeApi, isGuestAccount, messages, pathTo, TicketRedeemError, type TicketRedemption, ticketsLabels } from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useTicketUploadSlot } from '../../components/ticket-upload-slot.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { MessageCard } from './message-card.js';

type Outcome =
  | { kind: 'redeeming' }
  | { kind: 'redeemed'; redemption: TicketRedemption }
  | { kind: 'used' }
  | { kind: 'failed'; text: string };

/**
 * Where a redeemed access ticket leads (an upload ticket stays here, on its upload page): the story's call when it has a room; a member otherwise to the story's room page or
 * the project; a guest, who can open neither, to their home, which lists what the ticket opened.
 */
function destination(redemption: TicketRedemption, isGuest: boolean): string {
  if (redemption.roomKey) return pathTo('roomSession', { interviewId: redemption.roomKey });
  if (isGuest) return pathTo('home');
  if (redemption.storyId) return pathTo('storyRoom', { storyId: redemption.storyId });
  return pathTo('project', { projectId: redemption.projectId });
}

/**
 * `/ticket/{ticket}`: redeems a single-use invitation and moves on to what it grants, or shows the upload page an
 * upload ticket opens; its redeemer may come back the same way, and a ticket someone else used goes to `/ticketUsed`. The call is made once per page even when React runs the effect twice, since a second call would
 * find the ticket used.
 */
export function TicketPage() {
  const { ticket = '' } = useParams();
  const api = useService<HomeApi>(HomeApi);
  const visitorId = useAuth((s) => s.context.visitorId);
  const isGuest = useAuth((s) => isGuestAccount(s.context.role));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'redeeming' });
  const [round, setRound] = useState(0);
  const started = useRef<string | null>(null);
  const UploadView = useTicketUploadSlot();
  useEffect(() => {
    const key = `${ticket}#${round}`;
    if (started.current === key) return;
    started.current = key;
    api.redeemTicket(ticket, visitorId ?? undefined).then(
      (redemption) => setOutcome({ kind: 'redeemed', redemption }),
      (error: unknown) => {
        if (error instanceof TicketRedeemError && error.code === 'used') setOutcome({ kind: 'used' });
        else if (error instanceof TicketRedeemError) setOutcome({ kind: 'failed', text: messages.ticketUnknown });
        else setOutcome({ kind: 'failed', text: messages.ticketRedeemFailed });
      },
    );
  }, [api, ticket, visitorId, round]);
  if (outcome.kind === 'redeemed' && outcome.redemption.grant === 'upload') {
    const { projectId, projectName } = outcome.redemption;
    return UploadView ? <UploadView ticket={ticket} projectId={projectId} projectName={projectName} /> : null;
  }
  if (outcome.kind === 'redeemed') return <Navigate to={destination(outcome.redemption, isGuest)} replace />;
  if (outcome.kind === 'used') return <Navigate to={pathTo('ticketUsed')} replace />;
  if (outcome.kind === 'redeeming') return <Spinner label={ticketsLabels.openingYourInvitation} />;
  return (
    <MessageCard title={ticketsLabels.invitation} text={outcome.text}>
      {outcome.text === messages.ticketRedeemFailed && (
        <Button
          appearance="primary"
          onClick={() => {
            setOutcome({ kind: 'redeeming' });
            setRound((n) => n + 1);
          }}
        >
          {ticketsLabels.tryAgain}
        </Button>
      )}
      <AppLink to={pathTo('home')}>{ticketsLabels.goToYourHomePage}</AppLink>
    </MessageCard>
  );
}

import { pathTo, ticketsLabels } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useAuth } from '../../shared/auth-context.js';
import { MessageCard } from './message-card.js';

/** `/ticketUsed`: a ticket works once; the rooms it opened stay on the guest's home page. */
export function TicketUsedPage() {
  return (
    <MessageCard
      title={ticketsLabels.thisInvitationHasBeenUsed}
      text="Each invitation link works once. If you opened it before, your interview is on your home page; otherwise ask the person who invited you for a new link."
    >
      <AppLink to={pathTo('home')}>{ticketsLabels.goToYourHomePage}</AppLink>
    </MessageCard>
  );
}

/** `/stories/{id}/thank-you`: where a guest lands after concluding a recording or an upload. */
export function ThankYouPage() {
  const signedIn = useAuth((s) => s.context.authenticated);
  return (
    <MessageCard
      title={ticketsLabels.thankYou}
      text="Your interview has been saved. The archive's team will take it from here; you can close this page."
    >
      {signedIn && <AppLink to={pathTo('home')}>{ticketsLabels.goToYourHomePage}</AppLink>}
    </MessageCard>
  );
}

/** `/stories/{id}/link-expired`: a guest link past its time. */
export function LinkExpiredPage() {
  const signedIn = useAuth((s) => s.context.authenticated);
  return (
    <MessageCard
      title={ticketsLabels.thisLinkHasExpired}
      text="The link you followed no longer works. Ask the person who sent it for a new one."
    >
      {signedIn ? (
        <AppLink to={pathTo('home')}>{ticketsLabels.goToYourHomePage}</AppLink>
      ) : (
        <AppLink to={pathTo('login')}>{ticketsLabels.signIn}</AppLink>
      )}
    </MessageCard>
  );
}

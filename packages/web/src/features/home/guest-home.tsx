import { Body1, Button, Caption1, Card, Field, Input, makeStyles, Spinner, Subtitle1, Title1, tokens } from '@fluentui/react-components';
import { HomeApi, homeLabels, messages, PRODUCT_NAME, pathTo, type RedeemedTicket } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

/** A pasted ticket link or bare ticket code, as the ticket it names. */
export function ticketFrom(text: string): string {
  const trimmed = text.trim();
  const inLink = /\/ticket\/([^/?#\s]+)/.exec(trimmed);
  return inLink?.[1] ? decodeURIComponent(inLink[1]) : trimmed;
}

function TicketItem({ ticket }: { ticket: RedeemedTicket }) {
  const used = new Date(ticket.used_at).toLocaleDateString();
  return (
    <li>
      <Card>
        {ticket.grant === 'upload' ? (
          <AppLink to={pathTo('ticket', { ticket: ticket.ticket })}>{homeLabels.sendRecordingsTo(ticket.project_name)}</AppLink>
        ) : ticket.room_key ? (
          <AppLink to={pathTo('roomSession', { interviewId: ticket.room_key })}>
            {homeLabels.joinTheCall(ticket.story_title || homeLabels.untitled)}
          </AppLink>
        ) : (
          <Body1>{ticket.story_title || ticket.project_name}</Body1>
        )}
        <Caption1>{homeLabels.ticketUsed(ticket.project_name, used)}</Caption1>
      </Card>
    </li>
  );
}

/** A guest's home: the rooms and uploads their tickets opened, a place to paste a new ticket link, and the guides. */
export function GuestHome() {
  const styles = useStyles();
  const navigate = useNavigate();
  const api = useService<HomeApi>(HomeApi);
  const name = useAuth((s) => s.context.full_name);
  const tickets = useLoad(() => api.redeemedTickets(), [api]);
  const [link, setLink] = useState('');
  return (
    <div className={styles.page}>
      <Title1 as="h1">{name ? homeLabels.welcomeGuest(name) : PRODUCT_NAME}</Title1>
      <Body1>{homeLabels.youAreAGuestHereYou}</Body1>
      <section className={styles.section} aria-labelledby="guest-rooms">
        <Subtitle1 as="h2" id="guest-rooms">
          {homeLabels.yourInterviews}
        </Subtitle1>
        {tickets.state === 'loading' && <Spinner size="tiny" label={homeLabels.loadingYourTickets} />}
        {tickets.state === 'failed' && <Body1>{messages.ticketsLoadFailed}</Body1>}
        {tickets.state === 'ready' && tickets.value.length === 0 && <Body1>{homeLabels.noInvitationsUsedYet}</Body1>}
        {tickets.state === 'ready' && tickets.value.length > 0 && (
          <ul className={styles.list} aria-label={homeLabels.yourTickets}>
            {tickets.value.map((ticket) => (
              <TicketItem key={ticket.ticket} ticket={ticket} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="guest-ticket">
        <Subtitle1 as="h2" id="guest-ticket">
          {homeLabels.useAnInvitation}
        </Subtitle1>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const ticket = ticketFrom(link);
            if (ticket) navigate(pathTo('ticket', { ticket }));
          }}
        >
          <Field label={homeLabels.invitationLinkOrTicket}>
            <Input value={link} onChange={(_, d) => setLink(d.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabled={!ticketFrom(link)}>
            {homeLabels.open}
          </Button>
        </form>
      </section>
      <section className={styles.section} aria-labelledby="guest-help">
        <Subtitle1 as="h2" id="guest-help">
          {homeLabels.help}
        </Subtitle1>
        <AppLink to={pathTo('tutorial', { tutorialId: 'recording-a-call' })}>{homeLabels.howARecordedCallWorks}</AppLink>
      </section>
    </div>
  );
}

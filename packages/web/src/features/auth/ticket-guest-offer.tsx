import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { signInLabels, ticketInLocation, workspaceMessages } from '@storykeep/core';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../shared/auth-context.js';

// Only someone on their way to a ticket link who asks for a guest account sees the form: the sign-in page does not
// carry it.
const RegisterForm = lazy(() => import('./register-form.js').then((m) => ({ default: m.RegisterForm })));

const useStyles = makeStyles({
  offer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // The box's own gap spaces the text from the button; the browser's paragraph margins would add to it.
  text: { margin: 0 },
});

/** The ticket of the ticket link a signed-out visitor was on their way to, if that is where they were going. */
export function useRequestedTicket(): string | null {
  return useAuth((s) => ticketInLocation(s.context.requestedLocation));
}

/** Says an invitation is waiting and offers a guest account to someone who has none. */
export function TicketGuestPrompt({ onCreate }: { onCreate: () => void }) {
  const styles = useStyles();
  return (
    <section className={styles.offer} aria-label={signInLabels.invitation}>
      <Body1 as="p" className={styles.text}>
        {workspaceMessages.ticketGuestPrompt}
      </Body1>
      <Button type="button" appearance="secondary" onClick={onCreate}>
        {workspaceMessages.ticketGuestOffer}
      </Button>
    </section>
  );
}

/** The guest registration for a ticket: the account it makes opens the ticket link next, which redeems it. */
export function GuestRegisterForm({ ticket, onSubmit, onSignIn }: { ticket: string; onSubmit?: () => void; onSignIn?: () => void }) {
  return (
    <Suspense fallback={null}>
      <RegisterForm code={ticket} kind="user" title={signInLabels.createAGuestAccount} onSubmit={onSubmit} onSignIn={onSignIn} />
    </Suspense>
  );
}

/**
 * For a page a signed-out visitor lands on (the built-in welcome page): when they were going to a ticket link, the
 * invitation prompt, then the guest registration; nothing otherwise.
 */
export function TicketGuestOffer() {
  const ticket = useRequestedTicket();
  const [open, setOpen] = useState(false);
  if (!ticket) return null;
  if (open) return <GuestRegisterForm ticket={ticket} />;
  return <TicketGuestPrompt onCreate={() => setOpen(true)} />;
}

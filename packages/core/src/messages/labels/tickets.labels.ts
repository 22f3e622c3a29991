// The texts of the web's tickets area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the tickets pages. */
export const ticketsLabels = {
  thisInvitationHasBeenUsed: 'This invitation has been used',
  goToYourHomePage: 'Go to your home page',
  thankYou: 'Thank you',
  thisLinkHasExpired: 'This link has expired',
  signIn: 'Sign in',
  openingTheSession: 'Opening the session',
  theSessionCouldNotBeOpened: 'The session could not be opened',
  tryAgain: 'Try again',
  openingYourInvitation: 'Opening your invitation',
  invitation: 'Invitation',
} as const;

// The texts of the web's marketing area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the marketing pages. */
export const marketingLabels = {
  contactUs: 'Contact us',
  name: 'Name',
  eMail: 'E-mail',
  organization: 'Organization',
  message: 'Message',
  sending: 'Sending…',
  send: 'Send',
  signIn: 'Sign in',
  gettingStarted: 'Getting started',
  site: 'Site',
} as const;

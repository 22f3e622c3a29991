// The texts of the web's sign-in area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the sign-in pages. */
export const signInLabels = {
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in…',
  forgotYourPassword: 'Forgot your password?',
  emailMeASignInLink: 'Email me a sign-in link',
  signInWith: 'Sign in with',
  invitation: 'Invitation',
  createAGuestAccount: 'Create a guest account',
} as const;

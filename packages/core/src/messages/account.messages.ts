// The account page and the forced first change of a made password, in our own words, word for word as
// docs/product/messages.md lists them.

/** Texts of the account page (`/account`) and of the sign-in step that asks for a new password. */
export const accountMessages = {
  accountPageTitle: 'Your account',
  accountMenuItem: 'Your account',
  accountNameHeading: 'Name',
  accountNameLabel: 'Your name',
  accountNameSave: 'Save name',
  accountNameSaved: 'Your name is saved.',
  accountNameSaveFailed: 'Your name could not be saved.',
  accountPasswordHeading: 'Password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  newPasswordAgainLabel: 'New password again',
  passwordChangeSubmit: 'Change password',
  passwordsDiffer: 'The two new passwords are not the same.',
  newPasswordHint: 'At least 12 characters, and not a common password.',
  passwordTooShort: 'Use at least 12 characters.',
  passwordTooCommon: 'This password is on a list of common passwords. Choose another.',
  passwordChanged: 'Your password is changed. Every other session and every e-mailed link has been signed out.',
  passwordChangeRequiredTitle: 'Choose your own password',
  passwordChangeRequiredIntro:
    'This account was given a password made for it. Choose your own before you go on: the one you were given then stops working.',
  givenPasswordLabel: 'The password you were given',
  twoFactorHeading: 'Two-factor authentication',
  twoFactorOnNote: 'Two-factor authentication is on: signing in asks for a code from your authenticator app.',
  twoFactorOffNote: 'Two-factor authentication is off. Turn it on so that a password alone cannot open this account.',
  twoFactorForcedNote: 'Your organization requires two-factor authentication, so it stays on.',
  twoFactorSetUp: 'Set up two-factor authentication',
  twoFactorEnrolIntro: 'Add this key to your authenticator app, then enter the 6-digit code it shows:',
  twoFactorTurnOn: 'Turn on',
  twoFactorRemoveIntro: 'To turn two-factor authentication off, enter the current code from your authenticator app.',
  twoFactorTurnOff: 'Turn off',
  twoFactorCodeLabel: 'Code',
  twoFactorEnabled: 'Two-factor authentication is on.',
  twoFactorDisabled: 'Two-factor authentication is off.',
} as const;

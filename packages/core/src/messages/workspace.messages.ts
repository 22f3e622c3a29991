// Texts Storykeep writes itself where the product's own catalogue has none — mostly what failed, said plainly —
// word for word as docs/product/messages.md lists them.

/** Plain texts of the workspace that the product's catalogue leaves to us. */
export const workspaceMessages = {
  folderLoadFailed: 'This folder could not be loaded.',
  projectLoadFailed: 'This project could not be loaded.',
  projectsLoadFailed: 'The projects could not be loaded.',
  projectCodeInvalid: 'This project code does not work.',
  projectSaveFailed: 'The project could not be saved.',
  projectLeaveFailed: 'The project could not be left.',
  twoFactorSetupUnavailable: 'Two-factor setup is not available right now.',
  twoFactorCodeCheckFailed: 'The code could not be checked.',
  magicLinkInvalid: 'This link no longer works.',
  magicLinkSent: 'If this address has an account, a sign-in link is on its way.',
  magicLinkSendFailed: 'The link could not be sent.',
  passwordChangeFailed: 'The password could not be changed.',
  folderCreateFailed: 'The folder could not be created.',
  folderDeleteFailed: 'The folder could not be deleted.',
  callLoadFailed: 'The call could not be loaded. Please refresh the page.',
  callStartFailed: 'The call could not be started. Please try again.',
  storyHasNoCall: 'This interview has no call.',
  callSignInAgain: 'Sign in again to join this call.',
  callLinkInvalid: 'This call link does not work. It may have been mistyped or the interview deleted.',
  /** A fifth person tried to join a built-in (peer-to-peer) call. */
  callFull: 'This call already has four people, the most it can hold. Try again when someone leaves.',
  interviewLoadFailed: 'This interview could not be loaded.',
  roleChangeFailed: 'The role could not be changed.',
  membersLoadFailed: 'The members could not be loaded.',
  memberRemoveFailed: 'The member could not be removed.',
  invitationSendFailed: 'The invitation could not be sent.',
  organizationsLoadFailed: 'The organizations could not be loaded.',
  sessionsLockFailed: 'The sessions could not be locked.',
  organizationCreateFailed: 'The organization could not be created.',
  organizationLoadFailed: 'This organization could not be loaded.',
  invitationAcceptFailed: 'The invitation could not be accepted.',
  interviewsLoadFailed: 'The interviews could not be loaded.',
} as const;

// The texts of the web's members area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the members pages. */
export const membersLabels = {
  inviteByEMail: 'Invite by e-mail',
  eMail: 'E-mail',
  enterAnEMailAddress: 'Enter an e-mail address.',
  theyJoinAs: 'They join as',
  role: 'Role',
  members: 'Members',
  loadingTheMembers: 'Loading the members',
  noMembersYet: 'No members yet.',
  name: 'Name',
  actions: 'Actions',
  remove: 'Remove',
  willNoLongerReachThis: ') will no longer reach this',
  youCanInviteThemAgainLater: '. You can invite them again later.',
  roleOfMember: (name: string) => `Role of ${name}`,
  removeMember: (name: string) => `Remove ${name}`,
  removeMemberQuestion: (name: string) => `Remove ${name}?`,
} as const;

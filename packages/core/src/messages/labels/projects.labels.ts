// The texts of the web's projects area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the projects pages. */
export const projectsLabels = {
  askForRecordings: 'Ask for recordings',
  linkToSend: 'Link to send',
  copied: 'Copied',
  copyLink: 'Copy link',
  loading: 'Loading',
  joinAProject: 'Join a project',
  joiningTheProject: 'Joining the project',
  youWillNoLongerSeeThis: "You will no longer see this project's interviews. A project manager can invite you again.",
  uploadFiles: 'Upload files',
  recordInPerson: 'Record in person',
  startACall: 'Start a call',
  projectName: 'Project name',
  description: 'Description',
  inviteByEmail: 'Invite by email',
  separateAddressesWithCommasOrNew: 'Separate addresses with commas or new lines',
  editProject: 'Edit project',
  leaveProject: 'Leave project',
  projects: 'Projects',
  searchProjects: 'Search projects',
  newProject: 'New project',
  noProjectsYet: 'No projects yet.',
  name: 'Name',
  organization: 'Organization',
  loadingProjects: 'Loading projects',
  sendThisLinkToSomeoneWithRecordings: (projectName: string) =>
    `Send this link to someone who has recordings for ${projectName}. It works for one person: they create a guest account if they have none, and each file they send becomes a new interview here. They see nothing else of the project.`,
  leaveProjectQuestion: (projectName: string) => `Leave ${projectName}?`,
} as const;

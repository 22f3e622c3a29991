// The texts of the web's conclude area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the conclude pages. */
export const concludeLabels = {
  title: 'Title',
  description: 'Description',
  notes: 'Notes',
  folders: 'Folders',
  emailAddressesToNotify: 'Email addresses to notify',
  separateAddressesWithCommasOrNew: 'Separate addresses with commas or new lines',
  notifyTheProjectGroup: 'Notify the project group',
  iAcceptTheTermsAndConditions: 'I accept the terms and conditions',
  saveInterview: 'Save interview',
  loadingTheInterview: 'Loading the interview',
  saveYourInterview: 'Save your interview',
  savingStatus: 'Saving status',
} as const;

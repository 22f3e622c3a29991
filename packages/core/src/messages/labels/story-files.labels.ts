// The texts of the web's story-files area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the story-files pages. */
export const storyFilesLabels = {
  addAFile: 'Add a file',
  file: 'File',
  fileTitle: 'File title',
  theFileSNameWhenLeft: "The file's name when left empty",
  fileDescription: 'File description',
  thisIsASignedReleaseForm: 'This is a signed release form',
  uploadFile: 'Upload file',
  download: 'Download',
  delete: 'Delete',
  files: 'Files',
  filesAndReleaseForms: 'Files and release forms',
  close: 'Close',
  loadingFiles: 'Loading files',
  noFilesYet: 'No files yet.',
  title: 'Title',
  description: 'Description',
  releaseForm: 'Release form',
  actions: 'Actions',
  uploadingFile: (name: string) => `Uploading ${name}`,
  downloadFile: (title: string) => `Download ${title}`,
  deleteFile: (title: string) => `Delete ${title}`,
  filesAndReleaseFormsOf: (storyTitle: string) => `Files and release forms of ${storyTitle}`,
  isAReleaseForm: (title: string) => `${title} is a release form`,
} as const;

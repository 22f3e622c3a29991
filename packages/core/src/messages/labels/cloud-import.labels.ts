import { countOf } from '../count-words.js';

// The texts of the web's cloud-import area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the cloud-import pages. */
export const cloudImportLabels = {
  box: 'Box',
  checkingBox: 'Checking Box',
  boxAccessToken: 'Box access token',
  aDeveloperOrOauthTokenOf: 'A developer or OAuth token of your Box account',
  connectYourBoxAccountToChoose: 'Connect your Box account to choose files from it. Box asks you to allow Storykeep to read your files.',
  connectBox: 'Connect Box',
  listBoxFiles: 'List Box files',
  disconnectBox: 'Disconnect Box',
  readingBox: 'Reading Box',
  boxFolders: 'Box folders',
  thisFolderIsEmpty: 'This folder is empty.',
  boxFiles: 'Box files',
  backToProjects: 'Back to projects',
  importFromTheWeb: 'Import from the web',
  giveTheAddressOfAnAudio:
    'Give the address of an audio or video file. The server downloads it into the project and transcribes it like an upload.',
  loadingProjects: 'Loading projects',
  projectsCouldNotBeLoaded: 'Projects could not be loaded',
  createAProjectFirstImportsGo: 'Create a project first: imports go into a project.',
  mediaAddress: 'Media address',
  project: 'Project',
  fileAddress: 'File address',
  title: 'Title',
  theFileNameWhenLeftEmpty: 'The file name when left empty',
  import: 'Import',
  folderNamed: (name: string) => `Folder: ${name}`,
  importFiles: (count: number) => `Import ${countOf(count, { one: 'file', other: 'files' })}`,
} as const;

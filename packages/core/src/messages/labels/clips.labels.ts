import { formatCount } from '../count-words.js';

// The texts of the web's clips area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the clips pages. */
export const clipsLabels = {
  rendering: 'Rendering…',
  stillRenderingItWillBeReady: 'Still rendering; it will be ready later.',
  openInInterview: 'Open in interview',
  downloadAudio: 'Download audio',
  saveAudio: 'Save audio',
  share: 'Share',
  stopSharing: 'Stop sharing',
  delete: 'Delete',
  sharePublicly: 'Share publicly',
  cancel: 'Cancel',
  searchClips: 'Search clips',
  project: 'Project',
  allProjects: 'All projects',
  tag: 'Tag',
  allTags: 'All tags',
  selectedClips: 'Selected clips',
  selectedCount: (count: number) => `${formatCount(count)} selected`,
  deleteSelected: 'Delete selected',
  clearSelection: 'Clear selection',
  clips: 'Clips',
  loadingClips: 'Loading clips',
  deleteThisClip: 'Delete this clip?',
  theInterviewsTheyWereCutFrom: '. The interviews they were cut from stay.',
  loadingTheClip: 'Loading the clip',
  clipNotAvailable: 'Clip not available',
  fromTheInterview: 'From the interview “',
  selectClip: (title: string) => `Select ${title}`,
  playClip: (title: string) => `Play ${title}`,
  tagsOfClip: (title: string) => `Tags of ${title}`,
  downloadAudioOfClip: (title: string) => `Download audio of ${title}`,
  saveAudioOfClip: (title: string) => `Save audio of ${title}`,
  shareClip: (title: string) => `Share ${title}`,
  stopSharingClip: (title: string) => `Stop sharing ${title}`,
  deleteClip: (title: string) => `Delete ${title}`,
  /** Only for two clips or more: one clip is `deleteThisClip`. */
  deleteClipsCount: (count: number) => `Delete ${count} clips?`,
} as const;

import { countOf } from '../count-words.js';

// The texts of the web's remixes area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the remixes pages. */
export const remixesLabels = {
  loadingTheClips: 'Loading the clips',
  newRemix: 'New remix',
  title: 'Title',
  clipsInTheOrderTheyPlay: 'Clips, in the order they play',
  createRemix: 'Create remix',
  clipsInPlayOrder: 'Clips in play order',
  untitledClip: 'Untitled clip',
  loadingTheRemix: 'Loading the remix',
  deleteRemix: 'Delete remix',
  clipCount: (count: number) => countOf(count, { one: 'clip', other: 'clips' }),
  thePlayerAppearsHereAsSoon: 'the player appears here as soon as the render is done.',
  checkingEveryFewSeconds: 'checking every few seconds.',
  loadingTheProjects: 'Loading the projects',
  remixes: 'Remixes',
  project: 'Project',
  remixesOfTheProject: 'Remixes of the project',
  loadingTheRemixes: 'Loading the remixes',
  moveClipUp: (title: string) => `Move ${title} up`,
  moveClipDown: (title: string) => `Move ${title} down`,
  /** `fraction` is from 0 to 1. */
  percentRendered: (fraction: number) => `${Math.round(fraction * 100)}% rendered`,
} as const;

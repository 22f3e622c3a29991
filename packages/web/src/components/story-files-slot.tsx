import { type ComponentType, createContext, useContext } from 'react';

export interface StoryFilesSlotProps {
  storyId: string;
  storyTitle: string;
  compact?: boolean;
  /** The panel itself, in the page, under the page's own heading (the edit page); otherwise a button opening it. */
  inline?: boolean;
}

/**
 * The story-files panel, as a slot: features that show it (interview rows, the conclude page) must not import the
 * story-files feature, so `app/` fills this slot with it.
 */
export const StoryFilesSlot = createContext<ComponentType<StoryFilesSlotProps> | null>(null);

/** The story-files panel the app provided, or null where none was (it is then simply not shown). */
export function useStoryFilesSlot(): ComponentType<StoryFilesSlotProps> | null {
  return useContext(StoryFilesSlot);
}

import {
  ArrowShuffle24Regular,
  Building24Regular,
  Folder24Regular,
  ImageMultiple24Regular,
  Mic24Regular,
  VideoClip24Regular,
} from '@fluentui/react-icons';
import type { NavigationItem } from '@storykeep/core';
import type { ReactElement } from 'react';

const icons: Record<NavigationItem['id'], ReactElement> = {
  organizations: <Building24Regular aria-hidden />,
  projects: <Folder24Regular aria-hidden />,
  interviews: <Mic24Regular aria-hidden />,
  clips: <VideoClip24Regular aria-hidden />,
  galleries: <ImageMultiple24Regular aria-hidden />,
  remixes: <ArrowShuffle24Regular aria-hidden />,
};

/** The icon a menu item shows beside its title, and alone (with a tooltip) when the menu is collapsed. */
export function navIcon(id: NavigationItem['id']): ReactElement {
  return icons[id];
}

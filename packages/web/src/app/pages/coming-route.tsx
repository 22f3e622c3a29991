import type { RouteDefinition } from '@storykeep/core';
import { ComingPage } from '../../features/coming/coming-page.js';

/** A route whose feature is later work: its frame and title, and a plain word that it is coming. */
export function ComingRoute({ route }: { route: RouteDefinition }) {
  return <ComingPage title={route.title ?? ''} />;
}

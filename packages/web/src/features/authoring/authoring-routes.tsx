import type { RouteDefinition } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { AuthoringPage } from './authoring-page.js';
import type { IndexPart } from './index-section.js';

/** `/stories/{id}/author`, and its `{index}/metadata` and `{index}/notes` children opening that index's part. */
export function AuthoringRoute({ route }: { route: RouteDefinition }) {
  const { storyId = '', indexId } = useParams();
  const part: IndexPart | undefined = route.id === 'authorNotes' ? 'notes' : route.id === 'authorMetadata' ? 'metadata' : undefined;
  const focus = part && indexId ? { indexId, part } : undefined;
  return <AuthoringPage key={storyId} storyId={storyId} {...(focus ? { focus } : {})} />;
}

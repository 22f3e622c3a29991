import { lazy, type ReactNode, Suspense } from 'react';
import { StoryFilesSlot, type StoryFilesSlotProps } from '../components/story-files-slot.js';
import { TicketUploadSlot, type TicketUploadSlotProps } from '../components/ticket-upload-slot.js';

const LazyStoryFilesDialog = lazy(() =>
  import('../features/story-files/story-files-dialog.js').then((m) => ({ default: m.StoryFilesDialog })),
);

const LazyStoryFilesPanel = lazy(() =>
  import('../features/story-files/story-files-panel.js').then((m) => ({ default: m.StoryFilesPanel })),
);

/** The story-files panel (inline, or behind a button), loaded when first shown so pages without it do not carry it. */
function StoryFilesPanel({ inline, ...props }: StoryFilesSlotProps) {
  return (
    <Suspense fallback={null}>
      {inline ? <LazyStoryFilesPanel storyId={props.storyId} heading={false} /> : <LazyStoryFilesDialog {...props} />}
    </Suspense>
  );
}

const LazyTicketUpload = lazy(() => import('../features/upload/upload-routes.js').then((m) => ({ default: m.TicketUploadView })));

/** The upload page an upload ticket opens, loaded when a ticket leads there. */
function TicketUpload(props: TicketUploadSlotProps) {
  return (
    <Suspense fallback={null}>
      <LazyTicketUpload {...props} />
    </Suspense>
  );
}

/** Fills the slots through which one feature shows another's component without importing it. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <StoryFilesSlot.Provider value={StoryFilesPanel}>
      <TicketUploadSlot.Provider value={TicketUpload}>{children}</TicketUploadSlot.Provider>
    </StoryFilesSlot.Provider>
  );
}

import {
  Badge,
  Body1,
  Button,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  Title1,
  tokens,
} from '@fluentui/react-components';
import {
  apiFailureMessage,
  apiFailureStatus,
  GalleryApi,
  type GalleryApi as GalleryApiPort,
  type GalleryDetail,
  galleriesLabels,
  galleryPlayRange,
  messages,
  pathTo,
  publishRefusalText,
} from '@storykeep/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { ClipPlayer } from './clip-player.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  address: { wordBreak: 'break-all' },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
});

/** `/galleries/{id}`: the gallery's clips in order, its public page, and why that page is out of sync if it is. */
export function GalleryPage() {
  const { galleryId = '' } = useParams();
  const api = useService<GalleryApiPort>(GalleryApi);
  const loaded = useLoad(() => api.read(galleryId), [api, galleryId]);
  if (loaded.state === 'loading') return <Spinner label={galleriesLabels.loadingTheGallery} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.galleryLoadFailed}</Body1>;
  return <Gallery gallery={loaded.value} onChanged={loaded.reload} />;
}

function Gallery({ gallery, onChanged }: { gallery: GalleryDetail; onChanged(): void }) {
  const styles = useStyles();
  const api = useService<GalleryApiPort>(GalleryApi);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, after = onChanged) => {
    setBusy(true);
    setFailed(null);
    try {
      await action();
      after();
    } catch (error) {
      // The publishing rule's refusal (403, or 409 for a missing release form) is an answer to show as the server said it.
      const status = apiFailureStatus(error);
      setFailed((status === 403 || status === 409 ? apiFailureMessage(error) : undefined) ?? messages.gallerySaveFailed);
    } finally {
      setBusy(false);
    }
  };
  const id = gallery._id;
  const messagesOut = gallery.out_of_sync_messages ?? [];
  const published = gallery.sharePageUrl !== null && gallery.sharePageUrl !== undefined;
  // Core's publishing rule as the server answered it for this reader: publish only where it allows, else say why.
  const refusal = gallery.publishing ? publishRefusalText(gallery.publishing, 'gallery') : null;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title1 as="h1">{gallery.title}</Title1>
        <Badge appearance="tint">{messages.beta}</Badge>
      </div>
      {gallery.description && <Body1>{gallery.description}</Body1>}
      {messagesOut.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{messages.galleryOutOfSync}</MessageBarTitle>
            <ul>
              {messagesOut.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Button size="small" disabled={busy} onClick={() => void run(() => api.refresh(id))}>
              {galleriesLabels.refreshTheGallery}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button onClick={() => navigate(pathTo('editGallery', { galleryId: id }))}>{galleriesLabels.edit}</Button>
        <Button onClick={() => navigate(pathTo('refineGallery', { galleryId: id }))}>{galleriesLabels.refineClips}</Button>
        {published ? (
          <Button disabled={busy} onClick={() => void run(() => api.edit(id, { sync_status: 'private' }))}>
            {messages.galleryMakePrivate}
          </Button>
        ) : (
          <Button
            appearance="primary"
            disabled={busy || refusal !== null}
            onClick={() => void run(() => api.edit(id, { sync_status: 'public' }))}
          >
            {messages.galleryPublish}
          </Button>
        )}
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              () => api.delete(id),
              () => navigate(pathTo('galleries')),
            )
          }
        >
          {galleriesLabels.deleteGallery}
        </Button>
      </div>
      {gallery.sharePageUrl && (
        <Caption1 as="p">
          {galleriesLabels.publicPage}{' '}
          <Link href={gallery.sharePageUrl} target="_blank" rel="noopener" className={styles.address}>
            {gallery.sharePageUrl}
          </Link>
        </Caption1>
      )}
      {gallery.sharePageUrl && <Caption1 as="p">{galleriesLabels.itShowsTheClipsAsThey}</Caption1>}
      {!published && <Caption1 as="p">{messages.galleryPrivateNotice}</Caption1>}
      {!published && refusal && (
        <MessageBar intent="info">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {failed && <Body1 role="alert">{failed}</Body1>}
      {gallery.items.length === 0 && <Body1>{galleriesLabels.thisGalleryHasNoClipsYet}</Body1>}
      <ol className={styles.grid} aria-label={galleriesLabels.clipsOfTheGallery}>
        {gallery.items.map(({ element, clip, story }) => {
          const range = galleryPlayRange(clip, element);
          return (
            <li key={clip._id} className={styles.item}>
              <Subtitle2 as="h2">{clip.title}</Subtitle2>
              {clip.archiveURL ? (
                <ClipPlayer
                  src={clip.archiveURL}
                  start={range.start - clip.start}
                  end={range.end - clip.start}
                  audio={story.audio}
                  poster={clip.thumbnailURL}
                  label={galleriesLabels.playClip(clip.title)}
                />
              ) : (
                <Caption1>{galleriesLabels.rendering}</Caption1>
              )}
              {(element.caption ?? clip.description) && <Body1>{element.caption ?? clip.description}</Body1>}
              <Caption1>{story.title}</Caption1>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

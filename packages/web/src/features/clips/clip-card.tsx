import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  Spinner,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { type ClipLibraryItem, clipsLabels, formatClockTime, messages, pathTo, publishRefusalText } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { useRenderedClip } from './use-rendered-clip.js';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  line: { display: 'block', margin: 0 },
  player: { width: '100%', maxHeight: '220px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  pending: { minHeight: '48px', display: 'flex', alignItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ClipCardProps {
  item: ClipLibraryItem;
  selected: boolean;
  busy: boolean;
  onSelect(selected: boolean): void;
  onDelete(): void;
  onDownloadAudio(): Promise<string | null>;
  /** Publishes the clip on its own page; answers its address. */
  onShare: (() => Promise<string | null>) | undefined;
  /** Withdraws the clip's page; answers whether it is withdrawn. */
  onUnshare: (() => Promise<boolean>) | undefined;
}

/** One clip of the library: played in place, linked to its story at its time, with its actions. */
export function ClipCard({ item, selected, busy, onSelect, onDelete, onDownloadAudio, onShare, onUnshare }: ClipCardProps) {
  const styles = useStyles();
  const { story } = item;
  const { clip, waiting } = useRenderedClip(story._id, item.clip);
  const [audio, setAudio] = useState<'idle' | 'preparing' | string>('idle');
  const [shared, setShared] = useState<string | null>(item.clip.shared_page ?? null);
  const [confirmingShare, setConfirmingShare] = useState(false);
  // Core's publishing rule as the server answered it for this reader: Share only where it allows, else why not.
  const refusal = item.publishing ? publishRefusalText(item.publishing, 'clip') : null;
  const span = `${formatClockTime(clip.start)} – ${formatClockTime(clip.end)}`;
  const openAt = `${pathTo('storyHub', { projectId: story.project_id, storyId: story._id })}?t=${clip.start}`;
  const media = clip.archiveURL;
  return (
    <li className={styles.card} aria-label={clip.title}>
      <div className={styles.head}>
        <Checkbox aria-label={clipsLabels.selectClip(clip.title)} checked={selected} onChange={(_, d) => onSelect(Boolean(d.checked))} />
        <div>
          <Body1Strong as="h2" className={styles.line}>
            {clip.title}
          </Body1Strong>
          <Caption1 as="p" className={styles.line}>
            {story.title} · {story.project_name} · {span}
          </Caption1>
        </div>
      </div>
      {media ? (
        story.audio ? (
          // biome-ignore lint/a11y/useMediaCaption: the clip's words are in its story's transcript, one link away
          <audio controls preload="none" src={media} className={styles.player} aria-label={clipsLabels.playClip(clip.title)} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the clip's words are in its story's transcript, one link away
          <video
            controls
            preload="none"
            src={media}
            poster={clip.thumbnailURL ?? undefined}
            className={styles.player}
            aria-label={clipsLabels.playClip(clip.title)}
          />
        )
      ) : (
        <div className={styles.pending}>
          {waiting ? (
            <Spinner size="extra-tiny" labelPosition="after" label={clipsLabels.rendering} />
          ) : (
            <Caption1>{clipsLabels.stillRenderingItWillBeReady}</Caption1>
          )}
        </div>
      )}
      {clip.description && <Caption1 as="p">{clip.description}</Caption1>}
      {clip.tags.length > 0 && (
        <TagGroup aria-label={clipsLabels.tagsOfClip(clip.title)}>
          {clip.tags.map((tag) => (
            <Tag key={tag} size="small" appearance="outline">
              {tag}
            </Tag>
          ))}
        </TagGroup>
      )}
      <div className={styles.actions}>
        <AppLink to={openAt}>{clipsLabels.openInInterview}</AppLink>
        {audio === 'idle' || audio === 'preparing' ? (
          <Button
            size="small"
            disabled={audio === 'preparing'}
            aria-label={audio === 'preparing' ? undefined : clipsLabels.downloadAudioOfClip(clip.title)}
            onClick={async () => {
              setAudio('preparing');
              const url = await onDownloadAudio();
              setAudio(url ?? 'idle');
            }}
          >
            {audio === 'preparing' ? messages.clipAudioPreparing : clipsLabels.downloadAudio}
          </Button>
        ) : (
          <Link href={audio} download aria-label={clipsLabels.saveAudioOfClip(clip.title)}>
            {clipsLabels.saveAudio}
          </Link>
        )}
        {onShare && !shared && (
          <Button
            size="small"
            aria-label={clipsLabels.shareClip(clip.title)}
            disabled={refusal !== null}
            onClick={() => setConfirmingShare(true)}
          >
            {clipsLabels.share}
          </Button>
        )}
        {onUnshare && shared && refusal === null && (
          <Button
            size="small"
            aria-label={clipsLabels.stopSharingClip(clip.title)}
            onClick={async () => {
              if (await onUnshare()) setShared(null);
            }}
          >
            {clipsLabels.stopSharing}
          </Button>
        )}
        <Button size="small" disabled={busy} aria-label={clipsLabels.deleteClip(clip.title)} onClick={onDelete}>
          {clipsLabels.delete}
        </Button>
      </div>
      {onShare && !shared && refusal && <Caption1 as="p">{refusal}</Caption1>}
      {onShare && (
        // Sharing publishes this clip alone, on its own page: asked first, as on the interview's hub.
        <Dialog open={confirmingShare} onOpenChange={(_, data) => setConfirmingShare(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{messages.clipShareTitle}</DialogTitle>
              <DialogContent>
                <Body1>{messages.clipShareExplanation}</Body1>
              </DialogContent>
              <DialogActions>
                <Button
                  appearance="primary"
                  onClick={async () => {
                    setConfirmingShare(false);
                    setShared(await onShare());
                  }}
                >
                  {clipsLabels.sharePublicly}
                </Button>
                <Button onClick={() => setConfirmingShare(false)}>{clipsLabels.cancel}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
      {shared && (
        <Caption1 as="p">
          {messages.clipPublicPage}{' '}
          <Link href={shared} target="_blank" rel="noopener">
            {shared}
          </Link>
        </Caption1>
      )}
    </li>
  );
}

import { Badge, Body1, Button, Caption1, Field, Input, makeStyles, Spinner, Textarea, Title1, tokens } from '@fluentui/react-components';
import {
  formatClockTime,
  GalleryApi,
  type GalleryApi as GalleryApiPort,
  type GalleryItem,
  galleriesLabels,
  messages,
  pathTo,
} from '@storykeep/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '52rem', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  time: { width: '8rem' },
});

interface Row {
  item: GalleryItem;
  start: string;
  end: string;
  caption: string;
}

const rowOf = (item: GalleryItem): Row => ({
  item,
  start: String(item.element.start ?? item.clip.start),
  end: String(item.element.end ?? item.clip.end),
  caption: item.element.caption ?? '',
});

/** `/galleries/refine_gallery/{id}`: the gallery's clips in order, each trimmed inside its range and captioned. */
export function RefineGalleryPage() {
  const { galleryId = '' } = useParams();
  const api = useService<GalleryApiPort>(GalleryApi);
  const loaded = useLoad(() => api.read(galleryId), [api, galleryId]);
  if (loaded.state === 'loading') return <Spinner label={galleriesLabels.loadingTheGallery} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.galleryLoadFailed}</Body1>;
  return <Refine galleryId={galleryId} title={loaded.value.title} items={loaded.value.items} />;
}

function Refine({ galleryId, title, items }: { galleryId: string; title: string; items: GalleryItem[] }) {
  const styles = useStyles();
  const api = useService<GalleryApiPort>(GalleryApi);
  const navigate = useNavigate();
  const [rows, setRows] = useState(() => items.map(rowOf));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = (index: number, changes: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await api.edit(galleryId, {
        elements: rows.map((row) => ({
          type: 'clip' as const,
          id: row.item.clip._id,
          start: Number(row.start),
          end: Number(row.end),
          ...(row.caption.trim() ? { caption: row.caption.trim() } : {}),
        })),
      });
      navigate(pathTo('gallery', { galleryId }));
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title1 as="h1">
          {galleriesLabels.refine}
          {title}”
        </Title1>
        <Badge appearance="tint">{messages.beta}</Badge>
      </div>
      <Body1>{galleriesLabels.putTheClipsInOrderTrim}</Body1>
      {rows.length === 0 && <Body1>{galleriesLabels.thisGalleryHasNoClipsYet}</Body1>}
      <ol className={styles.list} aria-label={galleriesLabels.clipsOfTheGallery}>
        {rows.map((row, index) => {
          const { clip, story } = row.item;
          return (
            <li key={clip._id} className={styles.item} aria-label={clip.title}>
              <Body1>
                {index + 1}. <strong>{clip.title}</strong>
              </Body1>
              <Caption1>
                {story.title} · {galleriesLabels.clipSpans(formatClockTime(clip.start), formatClockTime(clip.end), clip.start, clip.end)}
              </Caption1>
              <div className={styles.row}>
                <Field label={galleriesLabels.startS} className={styles.time}>
                  <Input
                    type="number"
                    step="0.1"
                    min={clip.start}
                    max={clip.end}
                    value={row.start}
                    onChange={(_, d) => change(index, { start: d.value })}
                  />
                </Field>
                <Field label={galleriesLabels.endS} className={styles.time}>
                  <Input
                    type="number"
                    step="0.1"
                    min={clip.start}
                    max={clip.end}
                    value={row.end}
                    onChange={(_, d) => change(index, { end: d.value })}
                  />
                </Field>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={galleriesLabels.moveUpClip(clip.title)}
                >
                  {galleriesLabels.moveUp}
                </Button>
                <Button
                  size="small"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={galleriesLabels.moveDownClip(clip.title)}
                >
                  {galleriesLabels.moveDown}
                </Button>
              </div>
              <Field label={galleriesLabels.caption}>
                <Textarea value={row.caption} maxLength={2000} onChange={(_, d) => change(index, { caption: d.value })} />
              </Field>
            </li>
          );
        })}
      </ol>
      {failed && <Body1 role="alert">{messages.gallerySaveFailed}</Body1>}
      <div className={styles.row}>
        <Button appearance="primary" disabled={saving} onClick={() => void save()}>
          {galleriesLabels.saveOrderTrimsAndCaptions}
        </Button>
        <Button onClick={() => navigate(pathTo('gallery', { galleryId }))}>{galleriesLabels.cancel}</Button>
      </div>
    </div>
  );
}

import { Badge, Body1, Button, Field, Input, makeStyles, Spinner, Textarea, Title1, tokens } from '@fluentui/react-components';
import { GalleryApi, type GalleryApi as GalleryApiPort, type GalleryDetail, galleriesLabels, messages, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { ClipPicker } from './clip-picker.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '44rem', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  colours: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

interface Draft {
  title: string;
  description: string;
  colorStart: string;
  colorEnd: string;
  logoURL: string;
  backgroundURL: string;
  thumbnailURL: string;
  clips: string[];
}

const EMPTY: Draft = {
  title: '',
  description: '',
  colorStart: '#1b4b72',
  colorEnd: '#3d7a5a',
  logoURL: '',
  backgroundURL: '',
  thumbnailURL: '',
  clips: [],
};

/** `/galleries/newGallery`: a new gallery; it opens for refining once made. */
export function NewGalleryPage() {
  return <GalleryForm heading="New gallery" initial={EMPTY} />;
}

/** `/galleries/edit_gallery/{id}`: the gallery's fields and clips. */
export function EditGalleryPage() {
  const { galleryId = '' } = useParams();
  const api = useService<GalleryApiPort>(GalleryApi);
  const loaded = useLoad(() => api.read(galleryId), [api, galleryId]);
  if (loaded.state === 'loading') return <Spinner label={galleriesLabels.loadingTheGallery} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.galleryLoadFailed}</Body1>;
  return <GalleryForm heading="Edit gallery" galleryId={galleryId} initial={draftOf(loaded.value)} />;
}

function draftOf(gallery: GalleryDetail): Draft {
  return {
    title: gallery.title,
    description: gallery.description ?? '',
    colorStart: gallery.colorStart ?? EMPTY.colorStart,
    colorEnd: gallery.colorEnd ?? EMPTY.colorEnd,
    logoURL: gallery.logoURL ?? '',
    backgroundURL: gallery.backgroundURL ?? '',
    thumbnailURL: gallery.thumbnailURL ?? '',
    clips: gallery.clips,
  };
}

function GalleryForm({ heading, galleryId, initial }: { heading: string; galleryId?: string; initial: Draft }) {
  const styles = useStyles();
  const api = useService<GalleryApiPort>(GalleryApi);
  const navigate = useNavigate();
  // A new gallery goes to the organization the person works in (the server's default when they have only one).
  const organization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const save = async () => {
    setSaving(true);
    setFailed(false);
    const fields = {
      title: draft.title,
      description: draft.description,
      colorStart: draft.colorStart,
      colorEnd: draft.colorEnd,
      logoURL: draft.logoURL.trim() || null,
      backgroundURL: draft.backgroundURL.trim() || null,
      thumbnailURL: draft.thumbnailURL.trim() || null,
      clips: draft.clips,
    };
    try {
      const saved = galleryId
        ? await api.edit(galleryId, fields)
        : await api.create({ ...fields, ...(organization ? { organization } : {}) });
      navigate(galleryId ? pathTo('gallery', { galleryId }) : pathTo('refineGallery', { galleryId: saved._id }));
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title1 as="h1">{heading}</Title1>
        <Badge appearance="tint">{messages.beta}</Badge>
      </div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={galleriesLabels.title} required>
          <Input value={draft.title} maxLength={300} onChange={(_, d) => set({ title: d.value })} />
        </Field>
        <Field label={galleriesLabels.description}>
          <Textarea value={draft.description} maxLength={5000} onChange={(_, d) => set({ description: d.value })} />
        </Field>
        <div className={styles.colours}>
          <Field label={galleriesLabels.gradientStartColour}>
            {(field) => <input {...field} type="color" value={draft.colorStart} onChange={(e) => set({ colorStart: e.target.value })} />}
          </Field>
          <Field label={galleriesLabels.gradientEndColour}>
            {(field) => <input {...field} type="color" value={draft.colorEnd} onChange={(e) => set({ colorEnd: e.target.value })} />}
          </Field>
        </div>
        <Field label={galleriesLabels.logoAddress} hint={galleriesLabels.anHttpsAddressOfAnImage}>
          <Input type="url" value={draft.logoURL} onChange={(_, d) => set({ logoURL: d.value })} />
        </Field>
        <Field label={galleriesLabels.backgroundPictureAddress} hint={galleriesLabels.shownBehindTheTitleOnThe}>
          <Input type="url" value={draft.backgroundURL} onChange={(_, d) => set({ backgroundURL: d.value })} />
        </Field>
        <Field label={galleriesLabels.thumbnailAddress} hint={galleriesLabels.theCoverOnThePublicPage}>
          <Input type="url" value={draft.thumbnailURL} onChange={(_, d) => set({ thumbnailURL: d.value })} />
        </Field>
        <ClipPicker value={draft.clips} onChange={(clips) => set({ clips })} />
        {failed && <Body1 role="alert">{messages.gallerySaveFailed}</Body1>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={saving || draft.title.trim() === ''}>
            {galleryId ? galleriesLabels.saveGallery : galleriesLabels.createGallery}
          </Button>
          <Button onClick={() => navigate(galleryId ? pathTo('gallery', { galleryId }) : pathTo('galleries'))}>
            {galleriesLabels.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

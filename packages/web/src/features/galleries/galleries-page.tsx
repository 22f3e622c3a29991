import { Badge, Body1, Button, Caption1, Card, CardHeader, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { GalleryApi, type GalleryApi as GalleryApiPort, galleriesLabels, messages, pathTo } from '@storykeep/core';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { overflowWrap: 'anywhere' },
});

/** `/galleries` (beta): the organization's galleries, newest first, and the way to make one. */
export function GalleriesPage() {
  const styles = useStyles();
  const api = useService<GalleryApiPort>(GalleryApi);
  const navigate = useNavigate();
  const loaded = useLoad(() => api.list(), [api]);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title1 as="h1">{messages.labels.galleries}</Title1>
        <Badge appearance="tint">{messages.beta}</Badge>
        <Button appearance="primary" onClick={() => navigate(pathTo('newGallery'))}>
          {galleriesLabels.newGallery}
        </Button>
      </div>
      {loaded.state === 'loading' && <Spinner label={galleriesLabels.loadingGalleries} />}
      {loaded.state === 'failed' && <Body1 role="alert">{messages.galleriesLoadFailed}</Body1>}
      {loaded.state === 'ready' && loaded.value.length === 0 && <Body1>{galleriesLabels.noGalleriesYetMakeOneFrom}</Body1>}
      {loaded.state === 'ready' && (
        <ul className={styles.grid} aria-label={galleriesLabels.galleries}>
          {loaded.value.map((gallery) => (
            <li key={gallery._id}>
              <Card className={styles.card}>
                <CardHeader
                  header={<AppLink to={pathTo('gallery', { galleryId: gallery._id })}>{gallery.title}</AppLink>}
                  description={
                    <Caption1>
                      {galleriesLabels.clipCount(gallery.clips.length)} · {gallery.author_name ?? ''}
                      {gallery.sync_status === 'out_of_sync'
                        ? galleriesLabels.outOfSync
                        : gallery.sync_status === 'private'
                          ? galleriesLabels.notPublished
                          : ''}
                    </Caption1>
                  }
                />
                {gallery.description && <Body1>{gallery.description}</Body1>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

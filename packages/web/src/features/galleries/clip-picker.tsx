import { Body1, Caption1, Checkbox, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ClipLibraryApi, type ClipLibraryApi as ClipLibraryApiPort, formatClockTime, galleriesLabels } from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { overflowWrap: 'anywhere' },
});

// A gallery holds at most this many clips; the picker offers the newest of them.
const PICKABLE = 100;

/** Chooses a gallery's clips among the newest the person may see; keeps the order they were picked in. */
export function ClipPicker({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const styles = useStyles();
  const api = useService<ClipLibraryApiPort>(ClipLibraryApi);
  const loaded = useLoad(() => api.list({ page: 1, pageSize: PICKABLE }), [api]);
  if (loaded.state === 'loading') return <Spinner size="tiny" label={galleriesLabels.loadingClips} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{galleriesLabels.theClipsCouldNotBeLoaded}</Body1>;
  if (loaded.value.items.length === 0) return <Body1>{galleriesLabels.noClipsYetCutClipsIn}</Body1>;
  return (
    <fieldset>
      <legend>{galleriesLabels.clips}</legend>
      <ul className={styles.list}>
        {loaded.value.items.map(({ clip, story }) => (
          <li key={clip._id} className={styles.item}>
            <Checkbox
              checked={value.includes(clip._id)}
              onChange={(_, d) => onChange(d.checked ? [...value, clip._id] : value.filter((id) => id !== clip._id))}
              label={
                <>
                  {clip.title}{' '}
                  <Caption1>
                    ({story.title}, {formatClockTime(clip.start)})
                  </Caption1>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

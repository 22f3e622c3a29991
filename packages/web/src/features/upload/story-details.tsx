import { Caption1, makeStyles, Spinner } from '@fluentui/react-components';
import type { StoryUploadStatus } from '@storykeep/core';
import { uploadLabels } from '@storykeep/core';
import { valuesOf } from './metadata-draft.js';
import { StoryMetadataForm } from './story-metadata-form.js';
import type { MetadataDrafts } from './use-metadata-drafts.js';

const useStyles = makeStyles({ wide: { gridColumn: '1 / -1' } });

export interface StoryDetailsProps {
  storyId: string;
  name: string;
  state: StoryUploadStatus | undefined;
  drafts: MetadataDrafts;
}

/** The details form of one uploaded story once the server has told where it stands. */
export function StoryDetails({ storyId, name, state, drafts }: StoryDetailsProps) {
  const styles = useStyles();
  if (!state) return <Spinner className={styles.wide} size="tiny" label={uploadLabels.loadingItsDetails} />;
  if (!state.available) return <Caption1 className={styles.wide}>{uploadLabels.thisStoryIsNoLongerAvailable}</Caption1>;
  const draft = drafts.drafts.get(storyId);
  return (
    <StoryMetadataForm
      name={name}
      storyId={storyId}
      values={valuesOf(state.story, draft)}
      titleTouched={draft?.title !== undefined}
      onChange={(field, value) => drafts.edit(storyId, field, value)}
    />
  );
}

import { Body1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { EntityApi, type EntityApi as EntityApiPort, type EntityMention, entitiesLabels, messages, pathTo } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { hubAt, mentionLabel } from './entity-labels.js';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  story: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
});

/** Each moment of a story an entity is said, as links that open the interview there. */
export function MentionLinks({ story, mentions }: { story: { _id: string; project_id: string }; mentions: EntityMention[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={entitiesLabels.mentions}>
      {mentions.map((m) => (
        <li key={m.word}>
          <AppLink to={hubAt(story, m.start)}>{mentionLabel(m)}</AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Where an entity is said, story by story (loaded when the entity is opened). */
export function EntityMentionsPanel({ entityId, version }: { entityId: string; version: number }) {
  const styles = useStyles();
  const api = useService<EntityApiPort>(EntityApi);
  const loaded = useLoad(() => api.mentions(entityId), [entityId, version]);
  if (loaded.state === 'loading') return <Spinner size="tiny" label={entitiesLabels.loadingMentions} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.entityMentionsLoadFailed}</Body1>;
  return (
    <>
      {loaded.value.stories.map(({ story, mentions }) => (
        <section key={story._id} className={styles.story} aria-label={story.title || entitiesLabels.untitled}>
          <Subtitle2 as="h3">
            <AppLink to={pathTo('entity', { storyId: story._id })}>{story.title || entitiesLabels.untitled}</AppLink>
          </Subtitle2>
          <MentionLinks story={story} mentions={mentions} />
        </section>
      ))}
    </>
  );
}

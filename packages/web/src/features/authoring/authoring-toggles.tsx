import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { AuthoringToggle } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({ toggles: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM } });

const LABELS: [Exclude<AuthoringToggle, 'thumbnailVisible'>, string][] = [
  ['autoScroll', 'Auto-scroll'],
  ['pauseWhileTyping', 'Pause while typing'],
  ['showIndex', 'Show index'],
  ['showTranscript', 'Show transcript'],
  ['highlightWords', 'Highlight words'],
];

/** The editor's view switches, each flipping the machine's flag. */
export function AuthoringToggles({ actor }: { actor: AuthoringActor }) {
  const styles = useStyles();
  const values = useSelector(actor, (s) => LABELS.map(([flag]) => s.context[flag]).join(','));
  const checked = values.split(',').map((value) => value === 'true');
  return (
    <div className={styles.toggles}>
      {LABELS.map(([flag, label], i) => (
        <Switch key={flag} label={label} checked={checked[i] ?? false} onChange={() => actor.send({ type: 'authoring.toggle', flag })} />
      ))}
    </div>
  );
}

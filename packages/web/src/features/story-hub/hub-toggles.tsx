import { makeStyles, Switch, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ toggles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM } });

/** The hub's view switches. */
export interface HubToggleState {
  showIndexes: boolean;
  onlySummaries: boolean;
  autoScroll: boolean;
  highlightWords: boolean;
}

export const INITIAL_TOGGLES: HubToggleState = { showIndexes: true, onlySummaries: false, autoScroll: true, highlightWords: true };

const LABELS: Record<keyof HubToggleState, string> = {
  showIndexes: 'Show indexes',
  onlySummaries: 'Show only summaries',
  autoScroll: 'Auto-scroll',
  highlightWords: 'Highlight words',
};

/** Show indexes, show only summaries, auto-scroll and highlight words. */
export function HubToggles({ value, onChange }: { value: HubToggleState; onChange(next: HubToggleState): void }) {
  const styles = useStyles();
  return (
    <div className={styles.toggles}>
      {(Object.keys(LABELS) as (keyof HubToggleState)[]).map((key) => (
        <Switch key={key} label={LABELS[key]} checked={value[key]} onChange={(_, data) => onChange({ ...value, [key]: data.checked })} />
      ))}
    </div>
  );
}

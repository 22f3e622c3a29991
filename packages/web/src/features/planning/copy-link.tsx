import { Button, Input } from '@fluentui/react-components';
import { messages, planningLabels } from '@storykeep/core';
import { useNotify } from '../../shared/notices.js';
import { usePlanningStyles } from './planning-styles.js';

/** A link to hand out: shown in full (selectable) with a button that copies it. */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const styles = usePlanningStyles();
  const notify = useNotify();
  return (
    <div className={styles.row}>
      <Input className={styles.grow} readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <Button
        onClick={() => {
          navigator.clipboard?.writeText(url).then(
            () => notify({ intent: 'success', text: messages.linkCopied }),
            () => undefined,
          );
        }}
      >
        {planningLabels.copy}
      </Button>
    </div>
  );
}

import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The message bar of {@link FormMessage}, in a chunk of its own. */
export function FormMessageBar({ text, intent }: { text: string; intent: 'error' | 'success' }) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

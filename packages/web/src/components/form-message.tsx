import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A form's failure, read out as soon as it appears; renders nothing without one. */
export function FormMessage({ text, intent = 'error' }: { text: string | null; intent?: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

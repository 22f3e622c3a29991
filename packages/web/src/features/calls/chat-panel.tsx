import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ChatMessage } from '@storykeep/core';
import { callsLabels } from '@storykeep/core';
import { type FormEvent, useState } from 'react';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '240px',
  },
  mine: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  message: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    maxWidth: '85%',
    overflowWrap: 'anywhere',
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
});

/** The call's chat: messages in order, mine on the right, and a box to send one. */
export function ChatPanel(props: { messages: ChatMessage[]; onSend(text: string): void }) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    props.onSend(text);
    setText('');
  };
  return (
    <section className={styles.panel} aria-label={callsLabels.chat}>
      <ol className={styles.list} aria-label={callsLabels.chatMessages}>
        {props.messages.map((m) => (
          <li key={m.id} className={m.isMine ? `${styles.message} ${styles.mine}` : styles.message}>
            <Text size={200} weight="semibold">
              {m.isMine ? callsLabels.you : m.sender}
            </Text>
            <br />
            <Text>{m.text}</Text>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={send}>
        <Input
          className={styles.input}
          aria-label={callsLabels.message}
          placeholder={callsLabels.writeAMessage}
          value={text}
          onChange={(_, d) => setText(d.value)}
        />
        <Button type="submit">{callsLabels.send}</Button>
      </form>
    </section>
  );
}

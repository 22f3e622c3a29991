import { Button, Field, Input, makeStyles, Textarea, Title2, tokens } from '@fluentui/react-components';
import { ContactApi, ContactFormSchema, marketingLabels, messages, workspaceMessages } from '@storykeep/core';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const EMPTY = { name: '', email: '', organization: '', message: '' };
type Fields = typeof EMPTY;

/** Which field the server would refuse, checked with the same schema before the form is sent. */
function problems(fields: Fields): Partial<Record<keyof Fields, string>> {
  const parsed = ContactFormSchema.safeParse({ ...fields, location: 'x' });
  if (parsed.success) return {};
  const found: Partial<Record<keyof Fields, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Fields;
    found[field] ??= field === 'email' ? workspaceMessages.emailInvalid : workspaceMessages.fieldRequired;
  }
  return found;
}

/** The contact form of the built-in marketing pages: it goes to the installation's contact address. */
export function ContactForm() {
  const styles = useStyles();
  const contact = useOptionalService<ContactApi>(ContactApi);
  const notify = useNotify();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof Fields, string>>>({});
  const [sending, setSending] = useState(false);
  const { pathname } = useLocation();
  const set = (name: keyof Fields) => (_: unknown, data: { value: string }) => setFields((f) => ({ ...f, [name]: data.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(fields);
    setShown(found);
    if (Object.keys(found).length > 0 || !contact) return;
    setSending(true);
    try {
      const { organization, ...rest } = fields;
      await contact.send({
        ...rest,
        ...(organization.trim() ? { organization } : {}),
        location: `${globalThis.location.origin}${pathname}`,
      });
      notify({ text: messages.contactSent, intent: 'success' });
      setFields(EMPTY);
    } catch {
      notify({ text: messages.contactFailed, intent: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-heading">
      <Title2 as="h2" id="contact-heading">
        {marketingLabels.contactUs}
      </Title2>
      <Field label={marketingLabels.name} required validationMessage={shown.name}>
        <Input value={fields.name} onChange={set('name')} autoComplete="name" />
      </Field>
      <Field label={marketingLabels.eMail} required validationMessage={shown.email}>
        <Input type="email" value={fields.email} onChange={set('email')} autoComplete="email" />
      </Field>
      <Field label={marketingLabels.organization}>
        <Input value={fields.organization} onChange={set('organization')} autoComplete="organization" />
      </Field>
      <Field label={marketingLabels.message} required validationMessage={shown.message}>
        <Textarea value={fields.message} onChange={set('message')} resize="vertical" rows={5} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={sending}>
          {sending ? marketingLabels.sending : marketingLabels.send}
        </Button>
      </div>
    </form>
  );
}

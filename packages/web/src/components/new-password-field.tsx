import { Field, Input } from '@fluentui/react-components';
import { messages, NewPasswordSchema } from '@storykeep/core';
import { useState } from 'react';

/** Whether a password being set meets the length rule (core's NewPasswordSchema); the server also refuses common ones. */
export function meetsNewPasswordRule(value: string): boolean {
  return NewPasswordSchema.safeParse(value).success;
}

export interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/**
 * The field of every form that sets a password: it states the rule, and once the person leaves the field says what
 * is wrong with what they typed (in the words of the rule the server applies). The common-password list stays on the
 * server: its refusal comes back as the form's message.
 */
export function NewPasswordField({ label, value, onChange }: NewPasswordFieldProps) {
  const [left, setLeft] = useState(false);
  const problem = left && value ? NewPasswordSchema.safeParse(value).error?.issues[0]?.message : undefined;
  return (
    <Field label={label} required hint={messages.newPasswordHint} validationState={problem ? 'error' : 'none'} validationMessage={problem}>
      <Input
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(_, d) => onChange(d.value)}
        onBlur={() => setLeft(true)}
      />
    </Field>
  );
}

import { messages, SESSION_PASSWORD_MIN_LENGTH } from '@storykeep/core';

/** What is wrong with a session password being typed (empty is none, and fine); undefined when nothing is. */
export function sessionPasswordProblem(value: string): string | undefined {
  const length = value.trim().length;
  return length > 0 && length < SESSION_PASSWORD_MIN_LENGTH ? messages.sessionPasswordTooShort : undefined;
}

import { interviewMessages } from '../messages/interview.messages.js';

/** A call participant's display name: "unknown" when they gave none. */
export function participantName(name: string | null | undefined): string {
  return name?.trim() ? name : interviewMessages.unknownParticipant;
}

/**
 * The last four digits of a telephone caller's number, the only part of it Storykeep keeps (the dial-in's record of a
 * call, the name of its track); null when the number was withheld.
 */
export function phoneLastDigits(caller: string | null | undefined): string | null {
  return (caller ?? '').replace(/[^0-9]/g, '').slice(-4) || null;
}

import { interviewMessages } from '../messages/interview.messages.js';

/** A call participant's display name: "unknown" when they gave none. */
export function participantName(name: string | null | undefined): string {
  return name?.trim() ? name : interviewMessages.unknownParticipant;
}

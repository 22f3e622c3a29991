/**
 * Each track's speaker: the name the participant gave in the call, else their account's full name, else
 * "Participant n" numbered per unnamed participant (one person's several streams keep one name).
 */
export function speakerNames(
  tracks: Array<{ participant_name: string | null; full_name: string | null; user_id: string | null }>,
): string[] {
  const unnamed = new Map<string, string>();
  return tracks.map((t, i) => {
    const name = t.participant_name?.trim() || t.full_name?.trim();
    if (name) return name;
    const who = t.user_id ?? `track-${i}`;
    const label = unnamed.get(who) ?? `Participant ${unnamed.size + 1}`;
    unnamed.set(who, label);
    return label;
  });
}

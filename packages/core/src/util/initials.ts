import { LOGO_INITIALS_MAX_WORDS } from './constants.js';

/** Initials shown in place of an organization logo: the first letter of each of the first three words, in capitals. */
export function logoInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter((word) => word.length > 0)
    .slice(0, LOGO_INITIALS_MAX_WORDS)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
}

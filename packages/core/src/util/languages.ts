/**
 * The languages the interview's Language field knows by name: ISO 639-1 code, English name and the name in the
 * language itself. Any BCP 47 tag is accepted too; a name or tag outside this list is kept as typed and transcribed
 * in the service's default language.
 */
export const LANGUAGES: readonly { code: string; name: string; native: string }[] = [
  { code: 'ar', name: 'Arabic', native: 'العربية' },
  { code: 'bg', name: 'Bulgarian', native: 'български' },
  { code: 'ca', name: 'Catalan', native: 'català' },
  { code: 'cs', name: 'Czech', native: 'čeština' },
  { code: 'cy', name: 'Welsh', native: 'Cymraeg' },
  { code: 'da', name: 'Danish', native: 'dansk' },
  { code: 'de', name: 'German', native: 'Deutsch' },
  { code: 'el', name: 'Greek', native: 'ελληνικά' },
  { code: 'en', name: 'English', native: 'English' },
  { code: 'es', name: 'Spanish', native: 'español' },
  { code: 'et', name: 'Estonian', native: 'eesti' },
  { code: 'eu', name: 'Basque', native: 'euskara' },
  { code: 'fa', name: 'Persian', native: 'فارسی' },
  { code: 'fi', name: 'Finnish', native: 'suomi' },
  { code: 'fr', name: 'French', native: 'français' },
  { code: 'ga', name: 'Irish', native: 'Gaeilge' },
  { code: 'gd', name: 'Scottish Gaelic', native: 'Gàidhlig' },
  { code: 'he', name: 'Hebrew', native: 'עברית' },
  { code: 'hi', name: 'Hindi', native: 'हिन्दी' },
  { code: 'hr', name: 'Croatian', native: 'hrvatski' },
  { code: 'hu', name: 'Hungarian', native: 'magyar' },
  { code: 'id', name: 'Indonesian', native: 'Bahasa Indonesia' },
  { code: 'is', name: 'Icelandic', native: 'íslenska' },
  { code: 'it', name: 'Italian', native: 'italiano' },
  { code: 'ja', name: 'Japanese', native: '日本語' },
  { code: 'ko', name: 'Korean', native: '한국어' },
  { code: 'lt', name: 'Lithuanian', native: 'lietuvių' },
  { code: 'lv', name: 'Latvian', native: 'latviešu' },
  { code: 'nl', name: 'Dutch', native: 'Nederlands' },
  { code: 'no', name: 'Norwegian', native: 'norsk' },
  { code: 'pl', name: 'Polish', native: 'polski' },
  { code: 'pt', name: 'Portuguese', native: 'português' },
  { code: 'ro', name: 'Romanian', native: 'română' },
  { code: 'ru', name: 'Russian', native: 'русский' },
  { code: 'sk', name: 'Slovak', native: 'slovenčina' },
  { code: 'sl', name: 'Slovenian', native: 'slovenščina' },
  { code: 'sr', name: 'Serbian', native: 'српски' },
  { code: 'sv', name: 'Swedish', native: 'svenska' },
  { code: 'sw', name: 'Swahili', native: 'Kiswahili' },
  { code: 'ta', name: 'Tamil', native: 'தமிழ்' },
  { code: 'th', name: 'Thai', native: 'ไทย' },
  { code: 'tl', name: 'Tagalog', native: 'Tagalog' },
  { code: 'tr', name: 'Turkish', native: 'Türkçe' },
  { code: 'uk', name: 'Ukrainian', native: 'українська' },
  { code: 'ur', name: 'Urdu', native: 'اردو' },
  { code: 'vi', name: 'Vietnamese', native: 'Tiếng Việt' },
  { code: 'yi', name: 'Yiddish', native: 'ייִדיש' },
  { code: 'zh', name: 'Chinese', native: '中文' },
];

const TAG = /^([a-z]{2,3})(-[a-z0-9]{2,8})*$/i;

/**
 * The BCP 47 tag of what a person typed as an interview's language: a tag as given (`pt-BR`, `en`), or the code of a
 * language named in English or in itself (`Spanish`, `español` → `es`); null for empty or unknown text.
 */
export function languageTagOf(text: string | null | undefined): string | null {
  const typed = (text ?? '').trim();
  if (!typed) return null;
  const lower = typed.toLocaleLowerCase();
  const named = LANGUAGES.find((l) => l.name.toLocaleLowerCase() === lower || l.native.toLocaleLowerCase() === lower);
  if (named) return named.code;
  const tag = TAG.exec(typed);
  if (!tag) return null;
  const primary = (tag[1] ?? '').toLowerCase();
  // A two- or three-letter word is taken as a tag only when its language is known, so "Old" is not a language.
  if (!LANGUAGES.some((l) => l.code === primary)) return null;
  return [primary, ...typed.split('-').slice(1)].join('-');
}

/** The primary language of a tag (`pt-BR` → `pt`). */
export function primaryLanguage(tag: string): string {
  return (tag.split('-')[0] ?? tag).toLowerCase();
}

/** The English name of a tag's language (`pt-BR` → Portuguese), or the tag itself when unknown. */
export function languageNameOf(tag: string): string {
  const primary = primaryLanguage(tag);
  return LANGUAGES.find((l) => l.code === primary)?.name ?? tag;
}

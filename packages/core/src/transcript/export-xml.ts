import { escapeMarkupAttribute } from '../util/markup-escape.js';

// Characters XML 1.0 cannot hold at all, even escaped (control characters, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Makes text safe as XML element content or an attribute value: escapes markup, drops what XML cannot hold. */
export function escapeXml(text: string): string {
  return escapeMarkupAttribute(text.replace(NOT_XML, ''));
}

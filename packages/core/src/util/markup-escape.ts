// `&#39;`, not `&apos;`: HTML 4 has no `&apos;`, and the numeric reference means the same in HTML and XML.
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe as HTML or XML element content: no `&`, `<` or `>` left to start an entity or a tag. */
export function escapeMarkupText(text: string): string {
  return text.replace(/[&<>]/g, (c) => REFERENCES[c] ?? c);
}

/** Text safe as an HTML or XML attribute value in either quotes: escaped as text, and both quote marks too. */
export function escapeMarkupAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => REFERENCES[c] ?? c);
}

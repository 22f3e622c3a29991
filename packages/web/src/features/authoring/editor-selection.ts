/** A caret position as the editor's commands take it: a paragraph and a character offset in its text. */
export interface EditorPoint {
  paragraph: number;
  offset: number;
}

/** A selection in the transcript; `from` and `to` are equal when it is collapsed. */
export interface EditorRange {
  from: EditorPoint;
  to: EditorPoint;
}

/** The element holding a paragraph's text (`data-text` = paragraph index) around a DOM node, or null. */
function textElementOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>('[data-text]') ?? null;
}

/** The paragraph point of a DOM position inside a paragraph's text, or null when it is outside every paragraph. */
export function pointOf(node: Node | null, offset: number): EditorPoint | null {
  const text = textElementOf(node);
  if (!text || !node) return null;
  const range = text.ownerDocument.createRange();
  range.setStart(text, 0);
  range.setEnd(node, offset);
  return { paragraph: Number(text.dataset.text), offset: range.toString().length };
}

/** The document's selection as a transcript range, or null when it is not in the transcript. */
export function selectionRange(selection: Selection | null): EditorRange | null {
  if (!selection || selection.rangeCount === 0) return null;
  const from = pointOf(selection.anchorNode, selection.anchorOffset);
  const to = pointOf(selection.focusNode, selection.focusOffset);
  if (!from || !to) return null;
  const backwards = from.paragraph > to.paragraph || (from.paragraph === to.paragraph && from.offset > to.offset);
  return backwards ? { from: to, to: from } : { from, to };
}

/** Whether a range selects nothing. */
export function isCollapsed(range: EditorRange): boolean {
  return range.from.paragraph === range.to.paragraph && range.from.offset === range.to.offset;
}

/** Puts the caret at a paragraph point, when that paragraph is rendered. */
export function placeCaret(root: HTMLElement, point: EditorPoint): boolean {
  const text = root.querySelector<HTMLElement>(`[data-text="${point.paragraph}"]`);
  const selection = root.ownerDocument.getSelection();
  if (!text || !selection) return false;
  // Each paragraph is its own editing host: the caret's paragraph must also hold the focus, or keys go elsewhere.
  if (root.ownerDocument.activeElement !== text) text.focus({ preventScroll: true });
  const walker = root.ownerDocument.createTreeWalker(text, NodeFilter.SHOW_TEXT);
  let left = point.offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) {
      selection.collapse(node, left);
      return true;
    }
    left -= length;
  }
  selection.collapse(text, text.childNodes.length);
  return true;
}

import { describe, expect, it } from 'vitest';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { ensureNewParagraphIds, ensureParagraphIds, mergeServerChanges, mergeWithTheirs } from './transcript-merge.js';
import { applyPatch, diffTranscript, findPatchConflicts, isEmptyPatch, serverCopyOf } from './transcript-patch.js';

const said = (id: string, text: string, start: number, rev = 1): Paragraph => ({
  id,
  rev,
  speaker: 'Ann',
  start,
  end: start + 1,
  children: [{ text, words: text.split(' ').map((word, i) => ({ text: word, start: start + i / 10, end: start + (i + 1) / 10 })) }],
});
const loaded: Transcript = { version: 3, paragraphs: [said('a', 'we farmed', 0), said('b', 'then drought', 2), said('c', 'and rain', 4)] };
const retyped = (p: Paragraph, text: string): Paragraph => ({ ...said(p.id ?? '', text, p.start, p.rev), rev: p.rev });

describe('a save of changes', () => {
  it('sends only the paragraphs that changed, the new ones after the paragraph they follow, and the ones gone', () => {
    const copy = serverCopyOf(loaded);
    const [a, b] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    expect(isEmptyPatch(diffTranscript(copy, loaded.paragraphs).patch)).toBe(true);
    const current = [retyped(a, 'we farmed wheat'), said('n', 'a new turn', 1), b];
    const { patch, sent } = diffTranscript(copy, current);
    expect(patch.version).toBe(3);
    expect(patch.changed.map((c) => [c.id, c.rev])).toEqual([['a', 1]]);
    expect(patch.changed[0]?.paragraph).not.toHaveProperty('id');
    expect(patch.inserted.map((i) => [i.id, i.after])).toEqual([['n', 'a']]);
    expect(patch.deleted).toEqual([{ id: 'c', rev: 1 }]);
    expect(sent.get('a')).toBe(current[0]);
  });

  it('leaves out a paragraph without words, so emptying one deletes it', () => {
    const [a, b, c] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    const emptied = { ...b, children: [{ text: '', words: [] }] };
    expect(diffTranscript(serverCopyOf(loaded), [a, emptied, c]).patch.deleted).toEqual([{ id: 'b', rev: 1 }]);
  });

  it('is refused for a paragraph someone else changed or deleted, not for one they left alone or made the same', () => {
    const { patch } = diffTranscript(serverCopyOf(loaded), [retyped(loaded.paragraphs[0] as Paragraph, 'we farmed wheat')]);
    const server = new Map([
      ['a', { rev: 4, paragraph: said('a', 'we farmed oats', 0, 4) }],
      ['b', { rev: 1, paragraph: loaded.paragraphs[1] as Paragraph }],
      ['c', { rev: 4, paragraph: said('c', 'and hail', 4, 4) }],
    ]);
    expect(findPatchConflicts(patch, (id) => server.get(id))).toEqual(['a', 'c']);
    server.set('a', { rev: 4, paragraph: said('a', 'we farmed wheat', 0, 4) });
    server.set('c', { rev: 1, paragraph: loaded.paragraphs[2] as Paragraph });
    expect(findPatchConflicts(patch, (id) => server.get(id))).toEqual([]);
    server.delete('a');
    expect(findPatchConflicts(patch, (id) => server.get(id))).toEqual(['a']);
  });

  it('applies onto a transcript, skipping what conflicts', () => {
    const [a, b] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    const { patch } = diffTranscript(serverCopyOf(loaded), [
      retyped(a, 'we farmed wheat'),
      retyped(b, 'then a flood'),
      said('n', 'new', 3),
    ]);
    const theirs = [a, said('b', 'then a long drought', 2, 4), loaded.paragraphs[2] as Paragraph];
    const applied = applyPatch(theirs, patch, { rev: 5 });
    expect(applied.conflicts).toEqual(['b']);
    expect(applied.paragraphs.map((p) => [p.id, p.rev])).toEqual([
      ['a', 5],
      ['b', 4],
      ['n', 5],
    ]);
  });
});

describe('merging with other people’s saves', () => {
  it('takes their changes except where a paragraph was changed here too', () => {
    const copy = serverCopyOf(loaded);
    const [a, b, c] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    const mine = [retyped(a, 'we farmed wheat'), b, c];
    const merged = mergeServerChanges(mine, copy, [
      { id: 'a', rev: 4, after: null, paragraph: said('a', 'we farmed oats', 0) },
      { id: 'b', rev: 4, after: 'a', paragraph: said('b', 'then a long drought', 2) },
      { id: 'x', rev: 5, after: 'b', paragraph: said('x', 'their new turn', 3) },
      { id: 'c', rev: 5, after: 'x', paragraph: null },
    ]);
    expect(merged.paragraphs.map((p) => p.children[0]?.text)).toEqual(['we farmed wheat', 'then a long drought', 'their new turn']);
    expect(merged.copy.paragraphs.get('a')?.rev).toBe(1);
    expect(merged.copy.paragraphs.get('c')).toEqual({ rev: 5, paragraph: null });
  });

  it('puts the work done here onto theirs and names the paragraphs both sides changed', () => {
    const [a, b, c] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    const mine = [retyped(a, 'we farmed wheat'), retyped(b, 'then a flood'), c];
    const theirs: Transcript = { version: 5, paragraphs: [a, said('b', 'then a long drought', 2, 5), said('c', 'and snow', 4, 4)] };
    const merged = mergeWithTheirs(serverCopyOf(loaded), mine, theirs);
    expect(merged.overlapping).toEqual(['b']);
    expect(merged.paragraphs.map((p) => p.children[0]?.text)).toEqual(['we farmed wheat', 'then a long drought', 'and snow']);
    const next = diffTranscript(merged.copy, merged.paragraphs).patch;
    expect(next).toMatchObject({ version: 5, inserted: [], deleted: [] });
    expect(next.changed.map((c) => [c.id, c.rev])).toEqual([['a', 1]]);
  });

  it('gives each new or split-off paragraph an id of its own', () => {
    const [a] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    let n = 0;
    const named = ensureParagraphIds({ paragraphs: [a, { ...a }, { ...a, id: undefined }] as Paragraph[] }, () => `new-${++n}`);
    expect(named.paragraphs.map((p) => p.id)).toEqual(['a', 'new-1', 'new-2']);
    expect(named.paragraphs[0]).toBe(a);
    const same = { paragraphs: [a] };
    expect(ensureParagraphIds(same, () => 'never')).toBe(same);
  });
});

describe('ids after an edit', () => {
  it('looks only at the paragraphs the edit made, and gives a split-off one an id of its own', () => {
    const [a, b] = loaded.paragraphs as [Paragraph, Paragraph, Paragraph];
    const split = { ...loaded, paragraphs: [{ ...a }, { ...a, start: 0.5 }, b] };
    let n = 0;
    const named = ensureNewParagraphIds(loaded, split, () => `new-${++n}`);
    expect(named.paragraphs.map((p) => p.id)).toEqual(['a', 'new-1', 'b']);
    const typed = { ...loaded, paragraphs: [{ ...a }, b] };
    expect(ensureNewParagraphIds(loaded, typed, () => 'never')).toBe(typed);
  });
});

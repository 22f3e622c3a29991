import { describe, expect, it } from 'vitest';
import { highlighter } from './highlight.js';

describe('highlighter', () => {
  it('marks the same words in every text of a query, however many texts it has seen', () => {
    const mark = highlighter('drought farm');
    expect(mark('the drought came to the farm')).toBe('the <em>drought</em> came to the <em>farm</em>');
    expect(mark('droughts and farms, <again>')).toBe('<em>droughts</em> and <em>farms,</em> &lt;again&gt;');
    expect(highlighter('drought farm')('the drought came to the farm')).toBe('the <em>drought</em> came to the <em>farm</em>');
  });

  it('keeps each query to its own words', () => {
    expect(highlighter('river')('the drought by the river')).toBe('the drought by the <em>river</em>');
    expect(highlighter('drought')('the drought by the river')).toBe('the <em>drought</em> by the river');
  });
});

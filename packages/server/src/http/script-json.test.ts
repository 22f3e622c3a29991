import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.js';

describe('JSON inside a script element', () => {
  it('writes no character that could end the element or start a comment', () => {
    expect(scriptJson({ title: '</script><!-- -->' })).toBe('{"title":"\\u003c/script\\u003e\\u003c!-- --\\u003e"}');
  });

  it('reads back as the same value, with no <, > or line separator left in the text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptJson(value);
        expect(text).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { examples: [['</script>'], [{ a: '\u2028<!--' }]] },
    );
  });
});

import type { FakeEntityApi } from '@storykeep/core/testing';

const base = { organization_id: 'o1', organization_code: 'river', aliases: [], merged: [], hidden: false };
const said = (word: number, start: number, text: string) => ({ word, wordCount: text.split(' ').length, start, end: start + 0.5, text });

/** One interview naming a place twice and a person by two names, as extraction leaves it. */
export function addAuntMina(entities: FakeEntityApi): void {
  entities.addStory({ _id: 's1', title: 'Aunt Mina', project_id: 'p1' }, [
    {
      ...base,
      _id: 'e1',
      type: 'place',
      name: 'Baltimore',
      extractedName: 'Baltimore',
      mentions: [said(8, 8, 'Baltimore'), said(19, 27, 'Baltimore.')],
    },
    {
      ...base,
      _id: 'e2',
      type: 'person',
      name: 'Wilhelmina Stroud',
      extractedName: 'Wilhelmina Stroud',
      mentions: [said(2, 2, 'Wilhelmina Stroud')],
    },
    { ...base, _id: 'e3', type: 'person', name: 'Wilhelmina', extractedName: 'Wilhelmina', mentions: [said(13, 21, 'Wilhelmina')] },
    { ...base, _id: 'e4', type: 'date', name: 'June 1951', extractedName: 'June 1951', mentions: [said(10, 10, 'June 1951.')] },
  ]);
}

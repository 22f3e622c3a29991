import type { DemoScript } from './demo-scripts.js';

// The Mill Town Memories interviews, the first a newcomer signed in as the demo's project manager meets (home's
// "Continue where you left off" and the project's list). Words are spelled out, as in the River Voices scripts, so the
// synthesizer and the transcript agree word for word; each names people, places and years for the entities page.
export const MILL_TOWN_SCRIPTS: DemoScript[] = [
  {
    title: 'Grandmother\u2019s letters',
    interviewer: 'Ruth Alvarez',
    narrator: 'Helen Marsh',
    colors: ['0x5a3a1f', '0xc6a07a'],
    lines: [
      ['interviewer', 'Whose letters are these?'],
      ['narrator', 'My grandmother Ida Marsh wrote them from the mill dormitory in Riverbend in nineteen twenty eight.'],
      ['narrator', 'She wrote every Sunday to her mother in Lowell and told her what the looms paid that week.'],
      ['interviewer', 'Is there one you like best?'],
      ['narrator', 'The one where she says the river froze and the girls skated to church on the ice.'],
    ],
    chapters: [
      { line: 0, title: 'Letters home', synopsis: 'Sunday letters from the mill dormitory.', keywords: ['letters', 'dormitory'] },
      { line: 3, title: 'The frozen river', synopsis: 'Skating to church on the ice.', keywords: ['winter', 'river', 'church'] },
    ],
    clip: { title: 'Skating to church', from: 4, to: 4, tags: ['winter', 'letters'] },
  },
  {
    title: 'Last shift at the mill',
    interviewer: 'Ruth Alvarez',
    narrator: 'Frank Doyle',
    colors: ['0x2a2a3a', '0x8a8ab0'],
    lines: [
      ['interviewer', 'What do you remember of the last day?'],
      ['narrator', 'We ran the looms until four in the afternoon on the last Friday of September nineteen eighty five.'],
      ['narrator', 'Then the foreman Joe Costa shut the main drive and the whole floor went quiet.'],
      ['interviewer', 'What did people do?'],
      ['narrator', 'Nobody left for an hour. We stood by our machines and then we walked out together onto Main Street.'],
    ],
    chapters: [
      { line: 0, title: 'The last run', synopsis: 'The looms run one last afternoon.', keywords: ['closing', 'looms'] },
      { line: 3, title: 'Walking out', synopsis: 'The workers leave together.', keywords: ['community', 'Main Street'] },
    ],
    clip: { title: 'The floor went quiet', from: 2, to: 2, tags: ['closing', 'mill'] },
  },
  {
    title: 'Boats on Main Street',
    interviewer: 'Ruth Alvarez',
    narrator: 'Dorothy Keane',
    colors: ['0x1f3a5a', '0x7aa0c6'],
    lines: [
      ['interviewer', 'How old were you during the flood?'],
      ['narrator', 'I was seven, and my father rowed our neighbours down Main Street in a fishing boat.'],
      ['narrator', 'The water came up to the shop windows and we could see loaves of bread floating past.'],
      ['interviewer', 'And afterwards?'],
      ['narrator', 'The whole town carried mud out of the houses for weeks, and the Red Cross brought blankets.'],
    ],
    chapters: [
      { line: 0, title: 'A child in the flood', synopsis: 'Rowing down Main Street.', keywords: ['flood', 'boats'] },
      { line: 3, title: 'Rebuilding', synopsis: 'Weeks of mud and help from the Red Cross.', keywords: ['rebuilding', 'Red Cross'] },
    ],
    clip: { title: 'Bread floating past the shops', from: 2, to: 2, tags: ['flood', 'childhood'] },
  },
  {
    title: 'Union hall, 1968',
    interviewer: 'Ruth Alvarez',
    narrator: 'Walter Brandt',
    colors: ['0x5a1f1f', '0xc67a7a'],
    lines: [
      ['interviewer', 'How did the strike begin?'],
      ['narrator', 'We met at the union hall every Thursday night through the spring of nineteen sixty eight.'],
      ['narrator', 'When the company cut the piece rate again, Mary Kowalski stood up and said we walk out Monday.'],
      ['interviewer', 'How did it end?'],
      ['narrator', 'Six weeks later we got the old rate back and a new contract signed in Boston.'],
    ],
    chapters: [
      { line: 0, title: 'Thursday nights', synopsis: 'Meetings at the union hall.', keywords: ['union', 'meetings'] },
      { line: 3, title: 'The settlement', synopsis: 'The rate restored after six weeks.', keywords: ['strike', 'contract'] },
    ],
    clip: { title: 'We walk out Monday', from: 2, to: 2, tags: ['strike', 'union'] },
  },
  {
    title: 'Sunday dinners at the Kowalskis',
    interviewer: 'Ruth Alvarez',
    narrator: 'Anna Kowalski',
    colors: ['0x3a5a1f', '0xa0c67a'],
    lines: [
      ['interviewer', 'What was Sunday dinner like?'],
      ['narrator', 'Twelve of us around one table, pierogi on every plate and my uncle Stan arguing about baseball.'],
      ['narrator', 'My mother ran the family store on Canal Street, so she cooked on Saturday night.'],
      ['interviewer', 'Do you still make the pierogi?'],
      ['narrator', 'Every Christmas, with her recipe written on a card from nineteen fifty.'],
    ],
    chapters: [
      { line: 0, title: 'Around the table', synopsis: 'Twelve at dinner and an argument about baseball.', keywords: ['family', 'food'] },
      { line: 3, title: 'The recipe card', synopsis: 'Keeping the pierogi recipe.', keywords: ['recipes', 'tradition'] },
    ],
    clip: { title: 'Pierogi on every plate', from: 1, to: 1, tags: ['food', 'family'] },
  },
  {
    title: 'The night the river rose',
    interviewer: 'Ruth Alvarez',
    narrator: 'George Pike',
    colors: ['0x1f2a5a', '0x7a8ac6'],
    lines: [
      ['interviewer', 'Where were you when the water came?'],
      ['narrator', 'On the night shift. The river rose over the dam at midnight in August nineteen fifty two.'],
      ['narrator', 'We carried the bolts of cloth up to the third floor while the water filled the dye house.'],
      ['interviewer', 'Was anyone hurt?'],
      ['narrator', 'No one at the mill, thank God, but the Miller family lost their house by the bridge.'],
    ],
    chapters: [
      { line: 0, title: 'Midnight at the dam', synopsis: 'The night shift sees the river rise.', keywords: ['flood', 'dam'] },
      { line: 3, title: 'What was lost', synopsis: 'A house by the bridge.', keywords: ['loss', 'bridge'] },
    ],
    clip: { title: 'Carrying the cloth upstairs', from: 2, to: 2, tags: ['flood', 'night shift'] },
  },
  {
    title: 'Clara Whitfield on the weaving floor',
    interviewer: 'Ruth Alvarez',
    narrator: 'Clara Whitfield',
    colors: ['0x4a1f5a', '0xb07ac6'],
    lines: [
      ['interviewer', 'How did you start at the mill?'],
      ['narrator', 'I was a bobbin girl at fourteen, in nineteen forty five, carrying bobbins to the weavers all day.'],
      ['narrator', 'By nineteen sixty I ran my own looms, and in nineteen seventy three they made me foreman.'],
      ['interviewer', 'What was the weaving floor like?'],
      ['narrator', 'Loud enough that we talked with our hands, and hot enough that we kept the windows open in January.'],
    ],
    chapters: [
      { line: 0, title: 'Bobbin girl', synopsis: 'Starting at fourteen.', keywords: ['childhood', 'work'] },
      { line: 3, title: 'The weaving floor', synopsis: 'Noise, heat and talking with hands.', keywords: ['looms', 'noise'] },
    ],
    clip: { title: 'Talking with our hands', from: 4, to: 4, tags: ['looms', 'weaving'] },
  },
];

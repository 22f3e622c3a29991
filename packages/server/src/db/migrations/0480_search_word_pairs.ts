import { type Kysely, sql } from 'kysely';

// Phrase search "as said" through an index of adjacent word pairs. The stemmed full-text index leaves stop words
// out, so a phrase such as "never a" or "how old that" shrinks to one common word there and matches a tenth of the
// collection; each pair of neighbouring words is far rarer than either word, so the pairs of a phrase find the
// chunks that say it without reading the others. The index is on an expression, so the table itself stays as small
// as before. Words are lowercased runs of letters, digits and apostrophes (a curly apostrophe counts as a straight
// one); the same functions cut the stored text and the query, so both sides always agree. The functions name each
// other with their schema: index maintenance runs them with only the system schemas on the search path.
const statements = [
  `create function storykeep_search_words(body text) returns text[] language sql immutable parallel safe strict as $$
    select array_remove(regexp_split_to_array(lower(translate(body, '’', '''')), '[^[:alnum:]'']+'), '') $$`,
  // Takes the words as an argument so they are cut once per text, not once per pair. Its cost (about a third of a
  // millisecond a chunk) tells the planner to read the index rather than work the pairs out row by row.
  `create function storykeep_pairs_of(words text[]) returns tsvector language sql immutable parallel safe strict cost 10000 as $$
    select array_to_tsvector(coalesce(array_agg(a || ' ' || b), '{}'))
    from unnest(words[1:cardinality(words) - 1], words[2:cardinality(words)]) as t(a, b) $$`,
  `create function storykeep_word_pairs(body text) returns tsvector language sql immutable parallel safe strict as $$
    select public.storykeep_pairs_of(public.storykeep_search_words(body)) $$`,
  // Every pair of the phrase (null for fewer than two words): a chunk holding them all very likely says the phrase.
  `create function storykeep_phrase_pairs(phrase text) returns tsquery language sql immutable parallel safe strict as $$
    select (select string_agg(quote_literal(a || ' ' || b), ' & ')
      from unnest(w[1:cardinality(w) - 1], w[2:cardinality(w)]) as t(a, b))::tsquery
    from (select public.storykeep_search_words(phrase) as w offset 0) s $$`,
  // A case-blind pattern for the phrase's words in order with anything but word characters between them, as the
  // words of a text are cut: chunks whose pairs all matched but sit apart fail it.
  `create function storykeep_phrase_pattern(phrase text) returns text language sql immutable parallel safe strict as $$
    select '(?<![[:alnum:]''’])'
      || array_to_string(array(select replace(w, '''', '[''’]') from unnest(public.storykeep_search_words(phrase)) as w),
        '[^[:alnum:]''’]+')
      || '(?![[:alnum:]''’])' $$`,
  'create index transcript_chunks_pairs on transcript_chunks using gin (storykeep_word_pairs(body)) with (gin_pending_list_limit = 512)',
  // New chunks wait in a GIN index's pending list until vacuum or until it fills, and every search reads that list
  // whole: at the 4 MB default a freshly transcribed collection adds ~15 ms to each lookup, at 512 kB about 1 ms.
  'alter index transcript_chunks_tsv set (gin_pending_list_limit = 512)',
  'alter index transcript_chunks_trgm set (gin_pending_list_limit = 512)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'alter index transcript_chunks_trgm reset (gin_pending_list_limit)',
    'alter index transcript_chunks_tsv reset (gin_pending_list_limit)',
    'drop index if exists transcript_chunks_pairs',
    'drop function if exists storykeep_phrase_pattern',
    'drop function if exists storykeep_phrase_pairs',
    'drop function if exists storykeep_word_pairs',
    'drop function if exists storykeep_pairs_of',
    'drop function if exists storykeep_search_words',
  ];
  for (const statement of drops) await sql.raw(statement).execute(db);
}

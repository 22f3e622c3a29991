import { z } from 'zod';

/** A record id as the API sends it (opaque, never empty). */
export const IdSchema = z.string().min(1).max(200);
export type Id = z.infer<typeof IdSchema>;

/** Dates travel as ISO 8601 strings with a time zone (`2024-05-01T12:00:00.000Z`), never as numbers. */
export const IsoDateStringSchema = z.iso.datetime({ offset: true });
export type IsoDateString = z.infer<typeof IsoDateStringSchema>;

/**
 * A media, thumbnail or page address. Absolute (S3, CDN) or app-relative (`/api/media/…` from the embedded
 * media store), so only non-emptiness is checked.
 */
export const UrlStringSchema = z.string().min(1);

/** Media positions and lengths, in seconds from the start of the recording. */
export const SecondsSchema = z.number().nonnegative().finite();

/** Whole, non-negative counts (parts, bytes, stories). */
export const CountSchema = z.number().int().nonnegative();

/** The sort direction of every list. */
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

/** A list's sort: which column, which direction. */
export const SortSchema = z.object({ column: z.string().min(1), order: SortOrderSchema });
export type Sort = z.infer<typeof SortSchema>;

/** A list's paging as the lists keep it: page size and the current page (1-based). */
export const PagingSchema = z.object({ size: z.number().int().positive(), current: z.number().int().positive() });
export type Paging = z.infer<typeof PagingSchema>;

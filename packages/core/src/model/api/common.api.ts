import { z } from 'zod';
import { CountSchema, IdSchema, SortOrderSchema } from '../primitives.schema.js';

/** Every error answer of the API: a stable code, a human message and, for bad input, the field at fault. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string(), field: z.string().optional() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The answer of calls whose result the client does not read. */
export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** A path with one record id (`/stories/{id}`, `/folders/{id}`…). */
export const IdParamsSchema = z.strictObject({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A path with an organization code (`/organization/{code}`). */
export const CodeParamsSchema = z.strictObject({ code: z.string().min(1).max(200) });
export type CodeParams = z.infer<typeof CodeParamsSchema>;

/** A query without parameters: any parameter is refused. */
export const NoQuerySchema = z.strictObject({});

/** Free-text search typed by a person. */
export const SearchTextSchema = z.string().trim().max(200);

/** Paging and sorting of a list, as query parameters; `defaultSize` is the list's page size. */
export function pageQueryShape(defaultSize: number) {
  return {
    pageSize: z.coerce.number().int().min(1).max(100).default(defaultSize),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    search: SearchTextSchema.optional(),
    direction: SortOrderSchema.default('desc'),
  };
}

/** One page of a list and how many items the whole list has. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: CountSchema });
}

/** Ids in a comma-separated query parameter (`filterProjects=a,b`). */
export const IdListParamSchema = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0),
  )
  .pipe(z.array(IdSchema).max(100));

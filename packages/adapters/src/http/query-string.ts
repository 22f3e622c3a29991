/** `?a=1&b=x` from the defined values (arrays joined by commas, as the API's id lists expect); '' when none. */
export function queryString(values: Record<string, string | number | boolean | readonly string[] | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path segment from a user-supplied value. */
export const segment = (value: string) => encodeURIComponent(value);

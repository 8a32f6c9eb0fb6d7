/** What Next hands a page as `searchParams`. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A page's `searchParams` as the browser's `useSearchParams()` sees them (first value of a
 * repeated key wins for `get`, as there), so the server and the browser parse one shape.
 */
export async function toUrlSearchParams(searchParams: PageSearchParams): Promise<URLSearchParams> {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value ?? ""]) result.append(key, item);
  }
  return result;
}

/** A browser query's params as the console API's query object (undefined values left out). */
export function queryRecord(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
}

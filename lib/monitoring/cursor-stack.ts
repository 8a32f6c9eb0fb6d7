/**
 * Cursor pagination with a way back. The upstream's `next_token` only goes forward, so the
 * tokens that led to the current page are kept as a stack in the URL (`cursor=t1,t2`): the last
 * one fetches this page, popping it goes back, an empty stack is the first page. Base64 tokens
 * never contain a comma.
 */
export const CURSOR_PARAM = "cursor";

export function parseCursorStack(value: string | null | undefined): string[] {
  return (value ?? "").split(",").filter(Boolean);
}

export function serializeCursorStack(stack: readonly string[]): string | undefined {
  return stack.length > 0 ? stack.join(",") : undefined;
}

/** The token that fetches the current page; undefined on the first page. */
export function currentToken(stack: readonly string[]): string | undefined {
  return stack.at(-1);
}

export function pushToken(stack: readonly string[], token: string): string[] {
  return [...stack, token];
}

export function popToken(stack: readonly string[]): string[] {
  return stack.slice(0, -1);
}

/** 1-based number of the current page. */
export function pageNumber(stack: readonly string[]): number {
  return stack.length + 1;
}

/** The list's page size from its URL (the upstream's 1 to 100), else the default. */
export function pageSizeParam(params: { get(name: string): string | null }, fallback = 25): number {
  const value = Number(params.get("page_size"));
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : fallback;
}

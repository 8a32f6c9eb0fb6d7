"use client";

import { useUrlQuery } from "@/lib/hooks/use-url-query";
import {
  CURSOR_PARAM,
  currentToken,
  pageNumber,
  parseCursorStack,
  popToken,
  pushToken,
  serializeCursorStack,
} from "./cursor-stack";

export { pageSizeParam } from "./cursor-stack";

/**
 * The URL-held cursor stack of a list page. Moving between pages pushes history entries, so the
 * browser's back button also pages back; any filter change must reset it (`resetCursor`).
 */
export function useCursorPages() {
  const { params, update } = useUrlQuery();
  const stack = parseCursorStack(params.get(CURSOR_PARAM));
  return {
    params,
    update,
    token: currentToken(stack),
    page: pageNumber(stack),
    next: (token: string) =>
      update({ [CURSOR_PARAM]: serializeCursorStack(pushToken(stack, token)) }, { push: true }),
    previous: () =>
      update({ [CURSOR_PARAM]: serializeCursorStack(popToken(stack)) }, { push: true }),
    first: () => update({ [CURSOR_PARAM]: undefined }, { push: true }),
  };
}

/** Spread into a filter's URL change: a token belongs to the query it came from. */
export const resetCursor = { [CURSOR_PARAM]: undefined } as const;

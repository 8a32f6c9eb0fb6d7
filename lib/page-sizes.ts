/** The one list of page sizes every list offers (the upstream's limit is 100). */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The sizes to offer when the URL holds one that is not in the list: it is shown, not lost. */
export function pageSizesWith(current: number, sizes: readonly number[] = PAGE_SIZES): number[] {
  return sizes.includes(current) ? [...sizes] : [...sizes, current].sort((a, b) => a - b);
}

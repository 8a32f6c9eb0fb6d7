/**
 * One cookie's value from a raw Cookie header, read as Next reads its request cookies (pairs split
 * on `;`, the value URI-decoded, a bare name read as "true", a later pair of the same name winning),
 * for requests answered
 * before Next sees them. Undefined when absent or undecodable.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const pair of header.split(/; */)) {
    const splitAt = pair.indexOf("=");
    // A bare name reads as "true" there.
    if (splitAt === -1) {
      if (pair === name) found = "true";
      continue;
    }
    if (pair.slice(0, splitAt) !== name) continue;
    try {
      found = decodeURIComponent(pair.slice(splitAt + 1));
    } catch {
      // Next skips a value it cannot decode; so does this.
    }
  }
  return found;
}

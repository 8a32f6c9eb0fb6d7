/**
 * "Now" for every share-link decision (creation, expiry, listing state, views). One function so
 * unit tests can pass their own time. There is deliberately no runtime offset: expiry is tested
 * end to end by moving a link's `expires_at` into the past in the test store (e2e/share*.spec.ts),
 * which needs no clock control in a production build.
 */
export function shareNow(): Date {
  return new Date();
}

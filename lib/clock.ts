/**
 * The time a request is answered at: now, or in a test server only (TEST_FAULTS=1, never with APP_ENV=production) the
 * instant its `x-test-now` header names, so that a contract test can ask the same question before and after an instant
 * (the announcement of a round's results) without waiting for it. Any other header, or a value that is no date, is now.
 */
export function requestClock(headers: Headers | null | undefined): Date {
  const moved = process.env.TEST_FAULTS === '1' && process.env.APP_ENV !== 'production' ? headers?.get('x-test-now') : null
  const at = moved ? new Date(moved) : null
  return at && !Number.isNaN(at.getTime()) ? at : new Date()
}

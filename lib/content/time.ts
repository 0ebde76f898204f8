/** Now, cut to the minute: time-dependent reads stay cacheable for up to a minute. */
export function currentMinute(now: Date = new Date()): string {
  const minute = new Date(now)
  minute.setSeconds(0, 0)
  return minute.toISOString()
}

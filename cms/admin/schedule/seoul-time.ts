/** Seoul (SCHOOL_TIME_ZONE, the one zone staff schedule in: time-zone.ts) keeps UTC+9 all year (no summer time since 1988), so a wall-clock time there is an exact moment. */
const SEOUL_OFFSET_HOURS = 9

/**
 * The moment a time picked in the browser's date picker stands for: its wall-clock time read in Seoul, wherever
 * the browser is (the picker knows only the browser's own zone).
 */
export function seoulMomentOfPicked(picked: Date): Date {
  return new Date(Date.UTC(picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours() - SEOUL_OFFSET_HOURS, picked.getMinutes()))
}

/** The date picker's value showing a moment as Seoul's wall-clock time (seoulMomentOfPicked's reverse). */
export function pickedOfSeoulMoment(moment: Date): Date {
  const seoul = new Date(moment.getTime() + SEOUL_OFFSET_HOURS * 3_600_000)
  return new Date(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), seoul.getUTCHours(), seoul.getUTCMinutes())
}

// Instants of a restore from the replica (`--at`), read and said in the school's time (KST).

/** An instant as the school reads it: `2027-01-10 17:59:30 KST`. */
export const kst = (date: Date) => `${new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} KST`

/** `--at`: an ISO instant with its zone, or "YYYY-MM-DD HH:MM[:SS]" read as the school's time (KST). */
export function parseInstant(text: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(text.trim())
  const date = new Date(local ? `${local[1]}T${local[2]}+09:00` : text.trim())
  return Number.isNaN(date.getTime()) || (!local && !/(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) ? null : date
}

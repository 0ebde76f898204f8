/** An archive's file name: the time it was made, to the millisecond (UTC). */
export const archiveName = (at: Date) => `site-backup-${at.toISOString().replace(/[-:]/g, '')}.age`

/** The time in an archive's name, or null for a file that is not one of our archives. */
export function archiveTime(name: string): Date | null {
  const match = /^site-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.age$/.exec(name)
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}.${match[7]}Z`) : null
}

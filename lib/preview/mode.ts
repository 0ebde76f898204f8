import { draftMode } from 'next/headers'

/**
 * Whether this request is a staff preview (Next's draft mode, turned on only by app/(payload)/admin/preview).
 * Outside a request (scripts, the search index) there is no preview.
 */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

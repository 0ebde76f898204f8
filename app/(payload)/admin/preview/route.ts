import { openPreview } from '@/lib/preview/open'

/**
 * `/admin/preview?collection=&id=&locale=` for signed-in staff (the admin's 미리보기 button), `?token=` for a link
 * sent to a colleague, `?exit` to leave the preview: see lib/preview/open.ts.
 */
export const GET = openPreview

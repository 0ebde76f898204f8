import type { NextRequest } from 'next/server'

import { notFound } from '@/lib/api/responses'
import { sendPublicFile } from '@/lib/content/file-download'
import { requestLocale } from '@/lib/content/locale'

/** `/files/{stored name}/{name to save as}`: a public document, saved under its title (see lib/content/media.ts). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ filename: string; name: string }> }) {
  const { filename, name } = await params
  return (await sendPublicFile(filename, name)) ?? notFound(requestLocale(request))
}

import type { NextRequest } from 'next/server'

import { notFound } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { newAddressOfOldFile } from '@/lib/content/old-file-address'

/** `/storage/{path}`: a file address of the old site, moved for good (301) to where the import put the file. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const target = await newAddressOfOldFile(path.join('/'))
  if (!target) return notFound(requestLocale(request))
  return new Response(null, { status: 301, headers: { Location: target, 'Cache-Control': 'public, max-age=86400' } })
}

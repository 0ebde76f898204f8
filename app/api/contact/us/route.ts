import type { NextRequest } from 'next/server'

import { submitContact } from '@/lib/contact/submit'
import { requestLocale } from '@/lib/content/locale'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const read = await readJsonObject(request, locale)
  return read.refused ?? submitContact(request, read.body, locale)
}

import type { NextRequest } from 'next/server'

import { submitContact } from '@/lib/contact/submit'
import { requestLocale } from '@/lib/content/locale'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  return (await rejectForeignRequest(request, locale)) ?? submitContact(request, (await readJsonObject(request)) ?? {}, locale)
}

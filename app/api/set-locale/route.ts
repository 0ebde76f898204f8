import { getTranslations } from 'next-intl/server'
import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '@/i18n/routing'
import { errorResponse } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const read = await readJsonObject(request, locale)
  if (read.refused) return read.refused
  const { lang } = read.body
  const t = await getTranslations({ locale: isLocale(lang) ? lang : locale, namespace: 'api' })
  if (!isLocale(lang)) return errorResponse(locale, 422, 'invalid', { lang: [t('invalidLocale')] })
  const response = NextResponse.json({ message: t('localeSaved'), lang })
  response.cookies.set(LOCALE_COOKIE, lang, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  return response
}

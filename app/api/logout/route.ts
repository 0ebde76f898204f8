import type { NextRequest } from 'next/server'

import { signOut } from '@/lib/auth/login'
import { requestLocale } from '@/lib/content/locale'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  // Sign-out takes no body; one is read (and refused when large) only so that nothing big is accepted.
  const read = await readJsonObject(request, locale)
  return read.refused ?? signOut(request, locale)
}

import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { getOpenDepartments } from '@/lib/content/admissions'
import { requestLocale } from '@/lib/content/locale'

export async function GET(request: NextRequest) {
  return list(await getOpenDepartments(requestLocale(request)))
}

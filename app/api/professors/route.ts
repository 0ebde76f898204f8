import { NextResponse, type NextRequest } from 'next/server'

import type { ProfessorGroups } from '@/lib/api/types'
import { requestLocale } from '@/lib/content/locale'
import { getProfessorGroups } from '@/lib/content/professors'

/** Bare object keyed by subject group; `?kind=adjunct` lists the adjunct professors. */
export async function GET(request: NextRequest) {
  const kind = request.nextUrl.searchParams.get('kind') === 'adjunct' ? 'adjunct' : 'full-time'
  return NextResponse.json<ProfessorGroups>(await getProfessorGroups(kind, requestLocale(request)))
}

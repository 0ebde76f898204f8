import { NextResponse } from 'next/server'

import type { RegistrationOpen } from '@/lib/api/types'
import { getApplicationPeriod } from '@/lib/content/admission-rounds'

export async function GET() {
  return NextResponse.json<RegistrationOpen>(await getApplicationPeriod())
}

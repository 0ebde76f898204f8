import { NextResponse } from 'next/server'

import type { RegistrationOpen } from '@/lib/api/types'
import { getRegistrationWindow } from '@/lib/content/registration-windows'

export async function GET() {
  return NextResponse.json<RegistrationOpen>(await getRegistrationWindow())
}

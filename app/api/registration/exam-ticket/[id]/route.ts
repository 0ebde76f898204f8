import type { NextRequest } from 'next/server'

import { serveApplicantExamTicket } from '@/lib/admissions/serve-exam-ticket'

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return serveApplicantExamTicket(request, (await params).id)
}

import type { NextRequest } from 'next/server'

import { downloadApplicantFile } from '@/lib/registration/file-download'

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return downloadApplicantFile(request, (await params).id)
}

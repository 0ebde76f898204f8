import { checkReadiness } from '@/lib/health/readiness'

export const dynamic = 'force-dynamic'

/** GET /api/health/ready: each part in a word; 200 when all are well, 503 when any is not (see docs/api.md). */
export async function GET() {
  const readiness = await checkReadiness()
  return Response.json(readiness, { status: readiness.status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

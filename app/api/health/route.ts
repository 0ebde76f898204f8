import { checkHealth } from '@/lib/health/check'

export const dynamic = 'force-dynamic'

/** GET /api/health: 200 while this instance can serve, 503 when its database does not answer. */
export async function GET() {
  const health = await checkHealth()
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

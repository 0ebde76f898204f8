import { item } from '@/lib/api/responses'
import { getStatistics } from '@/lib/content/statistics'

export async function GET() {
  return item(await getStatistics())
}

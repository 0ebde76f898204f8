import { item } from '@/lib/api/responses'
import { getStatistics } from '@/lib/content/admissions'

export async function GET() {
  return item(await getStatistics())
}

import { list } from '@/lib/api/responses'
import { getFooterBanners } from '@/lib/content/home'

export async function GET() {
  return list(await getFooterBanners())
}

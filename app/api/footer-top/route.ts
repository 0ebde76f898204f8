import { list } from '@/lib/api/responses'
import { getFooterBanners } from '@/lib/content/footer-banners'

export async function GET() {
  return list(await getFooterBanners())
}

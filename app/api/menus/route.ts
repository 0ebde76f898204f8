import { listHandler } from '@/lib/api/handlers'
import { getMenus } from '@/lib/content/menus'

export const GET = listHandler(getMenus)

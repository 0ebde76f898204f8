import { listHandler } from '@/lib/api/handlers'
import { getOpenDepartments } from '@/lib/content/admissions'

export const GET = listHandler(getOpenDepartments)

import { listHandler } from '@/lib/api/handlers'
import { getOpenDepartments } from '@/lib/content/departments'

export const GET = listHandler(getOpenDepartments)

import { listHandler } from '@/lib/api/handlers'
import { getFaqs } from '@/lib/content/faqs'

export const GET = listHandler(getFaqs)

import { NotFoundContent } from '@/components/layout/not-found-content'

export default function SiteNotFound() {
  return <NotFoundContent />
}

import { notFound } from 'next/navigation'

/** Any path no other route claims: a 404 (the site layout's not-found page, with its title). */
export function generateMetadata(): never {
  notFound()
}

export default function UnknownPage() {
  notFound()
}

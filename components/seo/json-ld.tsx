import type { JsonLdNode } from '@/lib/seo/json-ld'

/** Structured data for search engines; `<` is escaped so no text in the data can close the script element. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}

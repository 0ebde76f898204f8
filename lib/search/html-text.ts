import sanitize from 'sanitize-html'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/** The words of sanitized HTML as plain text: no tags, entities decoded, blocks apart, whitespace collapsed. */
export function htmlToText(html: string): string {
  const stripped = sanitize(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
  return stripped
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim()
}

/** Minimal builders for Lexical editor states, so demo content is real rich text the admin can edit. */

type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const link = (label: string, url: string): Node => element('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false }, id: `link-${url}`, version: 3 })

/** A paragraph's text, where `[label](address)` becomes a link. */
const inline = (value: string): Node[] =>
  value.split(/(\[[^\]]+\]\([^)\s]+\))/).flatMap((part) => {
    const found = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    if (found) return [link(found[1], found[2])]
    return part ? [text(part)] : []
  })

export const paragraph = (value: string): Node => element('paragraph', inline(value), { textFormat: 0, textStyle: '' })
export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => element('heading', [text(value)], { tag })
export const bulletList = (items: string[]): Node =>
  element('list', items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })), { listType: 'bullet', start: 1, tag: 'ul' })
export const htmlEmbed = (html: string): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `embed-${html.length}`, blockName: '', blockType: 'htmlEmbed', html },
})

export const richText = (...children: Node[]) => ({ root: element('root', children) })

const isList = (block: string) => block.split('\n').every((line) => line.startsWith('- '))

/** Paragraphs separated by blank lines; a block starting with '## ' becomes a heading, one of '- ' lines a bulleted list; `[label](address)` in a paragraph a link. */
export function fromText(source: string) {
  const blocks = source.trim().split(/\n\s*\n/).map((block) => block.trim())
  return richText(
    ...blocks.map((block) => {
      if (block.startsWith('## ')) return heading(block.slice(3))
      if (isList(block)) return bulletList(block.split('\n').map((line) => line.slice(2)))
      return paragraph(block)
    }),
  )
}

/**
 * Google's rules for the structured data the site publishes (developers.google.com/search/docs/appearance/
 * structured-data: Article and Event), as checks: each returns what a node lacks.
 */
type Node = Record<string, unknown>

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
const ORGANIZATION_TYPES = ['Organization', 'EducationalOrganization', 'CollegeOrUniversity', 'Person']
const ATTENDANCE_MODES = ['Offline', 'Online', 'Mixed'].map((mode) => `https://schema.org/${mode}EventAttendanceMode`)

/** Every JSON-LD node of a page's HTML. */
export function jsonLdNodes(html: string): Node[] {
  return [...html.matchAll(JSON_LD)].flatMap(([, json]) => [JSON.parse(json) as Node | Node[]].flat())
}

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

function organizationProblems(value: unknown, role: string, needsLogo: boolean): string[] {
  if (!isObject(value)) return [`${role} missing`]
  const problems: string[] = []
  if (!ORGANIZATION_TYPES.includes(String(value['@type']))) problems.push(`${role}.@type is not a Person or Organization`)
  if (!filled(value.name)) problems.push(`${role}.name missing`)
  if (!isAbsoluteUrl(value.url)) problems.push(`${role}.url is not an absolute URL`)
  const logo = value.logo
  if (needsLogo && !(isObject(logo) && logo['@type'] === 'ImageObject' && isAbsoluteUrl(logo.url))) problems.push(`${role}.logo is not an ImageObject with a url`)
  return problems
}

const images = (value: unknown) => [value].flat()
const imageProblems = (node: Node) => (images(node.image).length > 0 && images(node.image).every(isAbsoluteUrl) ? [] : ['image is not one or more absolute URLs'])

function newsArticleProblems(node: Node): string[] {
  return [
    ...(filled(node.headline) && String(node.headline).length <= 110 ? [] : ['headline missing or longer than 110 characters']),
    ...imageProblems(node),
    ...(ISO_8601.test(String(node.datePublished)) ? [] : ['datePublished is not ISO 8601']),
    ...[node.author].flat().flatMap((author) => organizationProblems(author, 'author', false)),
    ...organizationProblems(node.publisher, 'publisher', true),
  ]
}

function eventProblems(node: Node): string[] {
  const location = node.location
  const address = isObject(location) ? location.address : undefined
  return [
    ...(filled(node.name) ? [] : ['name missing']),
    ...(ISO_8601.test(String(node.startDate)) ? [] : ['startDate is not ISO 8601']),
    ...(isObject(location) && location['@type'] === 'Place' && filled(location.name) && isObject(address) && address['@type'] === 'PostalAddress' ? [] : ['location is not a Place with a name and a PostalAddress']),
    ...(ATTENDANCE_MODES.includes(String(node.eventAttendanceMode)) ? [] : ['eventAttendanceMode is not a schema.org attendance mode']),
    ...imageProblems(node),
    ...(filled(node.description) ? [] : ['description missing']),
    ...organizationProblems(node.organizer, 'organizer', false),
  ]
}

const CHECKS: Record<string, (node: Node) => string[]> = { NewsArticle: newsArticleProblems, Event: eventProblems }

/** What the page's NewsArticle and Event nodes lack, as `Type: problem` lines; and how many of each type it has. */
export function structuredDataProblems(html: string): { problems: string[]; types: string[] } {
  const nodes = jsonLdNodes(html)
  const problems = nodes.flatMap((node) => {
    const type = String(node['@type'])
    const context = node['@context'] === 'https://schema.org' ? [] : ['@context is not https://schema.org']
    return [...context, ...(CHECKS[type]?.(node) ?? [])].map((problem) => `${type}: ${problem}`)
  })
  return { problems, types: nodes.map((node) => String(node['@type'])) }
}

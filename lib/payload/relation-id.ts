/** The id of a relationship's value, whether Payload gave the id (depth 0) or the document (populated); null when empty. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(value.id) : null

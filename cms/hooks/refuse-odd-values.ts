import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig, type Field } from 'payload'

import { adminT } from '../admin-translations'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const DRAFT_STATES = ['draft', 'published']

const isDate = (value: unknown) =>
  (value instanceof Date && !Number.isNaN(value.getTime())) || (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))

/** Date fields at the document's top level, including those laid out in rows, collapsibles and unnamed tabs. */
function dateFieldNames(fields: Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'date') return [field.name]
    if (field.type === 'row' || field.type === 'collapsible') return dateFieldNames(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : dateFieldNames(tab.fields)))
    return []
  })
}

/**
 * Refuses values Payload itself would store as they are and pages would then fail on: a creation
 * or update time that is not a date (`{"createdAt": "junk"}` saved on SQLite and broke every page
 * listing the document), a date not written as ISO 8601, an unknown draft state.
 */
export const refuseOddValues: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  if (!data) return data
  const t = adminT(req.t)
  const errors: { path: string; message: string }[] = []
  for (const name of new Set(['createdAt', 'updatedAt', ...dateFieldNames(collection.fields)])) {
    const value = data[name]
    if (value === undefined || value === null || value === '' || isDate(value)) continue
    errors.push({ path: name, message: t('values:notADate') })
  }
  if (data._status !== undefined && !DRAFT_STATES.includes(data._status)) {
    errors.push({ path: '_status', message: t('values:notADraftState') })
  }
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
  return data
}

/** Adds the checks to a collection, before its own beforeValidate hooks. */
export const withValueChecks = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeValidate: [refuseOddValues, ...(collection.hooks?.beforeValidate ?? [])] },
})

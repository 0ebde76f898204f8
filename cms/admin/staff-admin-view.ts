import type { CheckboxField, CollectionConfig, DateField, Field, GlobalConfig } from 'payload'

import { hiddenFromRole } from '../access/roles'

/** How the admin writes a moment everywhere: 2026-11-23 19:20 (config `admin.dateFormat` for lists and titles). */
export const STAFF_DATE_TIME = 'yyyy-MM-dd HH:mm'
const STAFF_DAY = 'yyyy-MM-dd'
// react-datepicker's caption over the list of times is English ("Time") unless given.
const TIME_CAPTION = '시각'

function withStaffPicker(field: DateField): DateField {
  const date = field.admin?.date ?? {}
  const withTime = date.pickerAppearance === 'dayAndTime'
  const staffDate = withTime
    ? { ...date, displayFormat: date.displayFormat ?? STAFF_DATE_TIME, timeFormat: 'HH:mm', overrides: { timeCaption: TIME_CAPTION, ...date.overrides } }
    : { ...date, displayFormat: date.displayFormat ?? STAFF_DAY }
  return { ...field, admin: { ...field.admin, date: staffDate } } as DateField
}

/** A checkbox without its field's name for a tooltip (staff-checkbox.tsx), unless it draws itself. */
const withStaffCheckbox = (field: CheckboxField): CheckboxField =>
  field.admin?.components?.Field ? field : { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: '/cms/admin/staff-checkbox#StaffCheckbox' } } }

/** Every date field, however deep, with the staff's date format and a 24-hour time list; every checkbox in staff's words. */
function withStaffFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') return withStaffPicker(field)
    if (field.type === 'checkbox') return withStaffCheckbox(field)
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withStaffFields(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withStaffFields(field.fields) } as Field
    return field
  })
}

const hiddenTab = { tab: { condition: () => false } }

/**
 * What an office worker needs of a document and no more: no API tab, no versions tab (drafts and
 * publishing stay) unless the document sets its own (the consent notices, whose history is the point),
 * dates as 2026-11-23 19:20, checkboxes without their field's name for a tooltip; in the menu only what the staff member's role may work on (cms/access/roles.ts), but
 * the accounts, where everyone keeps their own.
 */
export function withStaffAdminView<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const admin = entity.admin ?? {}
  return {
    ...entity,
    fields: withStaffFields(entity.fields),
    admin: {
      ...admin,
      hideAPIURL: true,
      hidden: admin.hidden ?? (entity.slug === 'users' ? undefined : hiddenFromRole(entity.slug)),
      components: {
        ...admin.components,
        views: { ...admin.components?.views, edit: { ...admin.components?.views?.edit, versions: admin.components?.views?.edit?.versions ?? hiddenTab } },
      },
    },
  }
}

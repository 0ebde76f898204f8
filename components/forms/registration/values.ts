import { KOREA } from '@/lib/registration/korea'

/** The registration form's values as react-hook-form keeps them (docs/product.md "Registration form"). */
export type FaithRow = { name: string; location: string; office: string; denomination: string; year_of_faith: string }

export type RegistrationValues = {
  nationality: string
  name_hangul: string
  name_chinese: string
  name_english: string
  citizenship_no: string
  alien_registration_no: string
  passport_no: string
  age: string
  gender: string
  mobile: string
  email: string
  dob: string
  address: string
  photo: FileList | null
  password: string
  password_confirmation: string
  last_education_start: string
  last_education_end: string
  last_school_name: string
  last_education_department: string
  last_education_special: string
  job_company: string
  job_position: string
  job_address: string
  admit_status: string
  department_id: string
  faiths: FaithRow[]
  motive: string
  confention_faith_file: FileList | null
  study_plan: FileList | null
  theological_dissertation_file: FileList | null
  consent_privacy: boolean
  consent_unique_id: boolean
  consent_sensitive: boolean
}

/** What the form shows about personal data: whether it asks for the resident number, on which basis, and the consent notices. */
export type RegistrationPrivacy = {
  askCitizenshipNo: boolean
  legalBasis: string
  notices: { privacy: string; uniqueId: string; sensitive: string }
}

export const CONSENTS = ['consent_privacy', 'consent_unique_id', 'consent_sensitive'] as const

/** The application form's element id: its deferred code finds the server-rendered form by it. */
export const FORM_ID = 'registration-form'

export const EMPTY_FAITH: FaithRow = { name: '', location: '', office: '', denomination: '', year_of_faith: '' }

export const DEFAULT_VALUES: RegistrationValues = {
  nationality: KOREA,
  name_hangul: '',
  name_chinese: '',
  name_english: '',
  citizenship_no: '',
  alien_registration_no: '',
  passport_no: '',
  age: '',
  gender: '',
  mobile: '',
  email: '',
  dob: '',
  address: '',
  photo: null,
  password: '',
  password_confirmation: '',
  last_education_start: '',
  last_education_end: '',
  last_school_name: '',
  last_education_department: '',
  last_education_special: '',
  job_company: '',
  job_position: '',
  job_address: '',
  admit_status: '',
  department_id: '',
  faiths: [EMPTY_FAITH],
  motive: '',
  confention_faith_file: null,
  study_plan: null,
  theological_dissertation_file: null,
  consent_privacy: false,
  consent_unique_id: false,
  consent_sensitive: false,
}

export const DOCUMENTS = ['confention_faith_file', 'study_plan', 'theological_dissertation_file'] as const
export { DOCUMENT_ACCEPT } from '@/lib/documents/kinds'
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'
export const FAITH_FIELDS = ['name', 'location', 'office', 'denomination', 'year_of_faith'] as const

/** The id of a field's control; dotted server keys (`faiths.0.name`) map to the same id as the form's paths. */
export const fieldId = (name: string) => `registration-${name.replace(/\./g, '-')}`

/**
 * The values already in the server-rendered form when its script takes it over: what the visitor typed, picked or
 * attached, or the browser filled in, before the form's code arrived. react-hook-form would otherwise write its
 * defaults over them.
 */
export function valuesIn(form: HTMLFormElement): RegistrationValues {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const files = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.files ?? null
  const rows = new Set([...data.keys()].filter((key) => key.startsWith('faiths.')).map((key) => key.split('.')[1]))
  const faiths = [...rows].map((row) => Object.fromEntries(FAITH_FIELDS.map((field) => [field, text(`faiths.${row}.${field}`)])) as FaithRow)
  const values = { ...DEFAULT_VALUES, faiths: faiths.length > 0 ? faiths : DEFAULT_VALUES.faiths }
  for (const key of Object.keys(DEFAULT_VALUES) as (keyof RegistrationValues)[]) {
    if (key === 'faiths') continue
    const initial = DEFAULT_VALUES[key]
    Object.assign(values, { [key]: initial === null ? files(key) : initial === false ? data.has(key) : text(key) })
  }
  return values
}

/** The multipart body of POST /api/register: every field (empty as ""), one file per attachment, faiths as JSON text, a ticked consent as "1" (an unticked one not at all). */
export function toFormData(values: RegistrationValues): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values) as [keyof RegistrationValues, RegistrationValues[keyof RegistrationValues]][]) {
    if (key === 'faiths') data.append(key, JSON.stringify(value))
    else if (typeof value === 'boolean') {
      if (value) data.append(key, '1')
    } else if (value instanceof FileList) data.append(key, value[0] ?? '')
    else data.append(key, typeof value === 'string' ? value : '')
  }
  return data
}

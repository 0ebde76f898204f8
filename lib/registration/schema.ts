import { z } from 'zod'

import { fieldProblems, type FieldProblem, type FieldProblems } from '../forms/field-problems'
import { isAtLeast14, isDateShape, isRealDate, koreanToday, normalizeTypedDate } from './calendar-date'
import { isAlienRegistrationNoShape, isCitizenshipNoShape, isPassportNoShape, UNIQUE_ID_INPUTS, UNIQUE_ID_KINDS, type UniqueIdKind } from './identifiers'
import { KOREA } from './korea'
import { isNationality } from './nationality'
import { ADMIT_STATUSES, DENOMINATIONS, GENDERS, MOTIVES, OFFICES, values } from './options'
import { toE164 } from './phone'

export { isAtLeast14, isCitizenshipNoShape, isRealDate, koreanToday }

// The form's browser code checks each field by this schema (components/forms/registration/inputs.tsx). zod compiles its
// object parsers with `new Function` after a probe that the site's Content-Security-Policy reports as a violation, even
// though zod catches the refusal: it parses without compiling instead.
z.config({ jitless: true })

/**
 * The rules of docs/api.md "Registration rules" for the text part of the form. Every issue's message is
 * a key of the `registrationErrors` messages; `fieldErrors` turns issues into docs/api.md's dotted keys.
 */
export const MAX_FAITH_ROWS = 20
const MAX_FAITHS_JSON = 50_000
export const PASSWORD_MIN = 8

/** Control characters (NUL, escape, …) have no place in a form's text; PostgreSQL refuses NUL outright. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const withoutControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value)

const text = (max: number) => z.string().max(max, { error: 'tooLong' }).refine(withoutControlCharacters, { error: 'controlCharacters' })

/** One of a list; a missing value is "required", like everywhere else. */
const choice = <V extends string>(options: [V, ...V[]]) =>
  z.enum(options, { error: (issue) => (issue.input === undefined ? 'required' : 'choice') })

// Read as the form reads a typed date ("19950315", "1995.3.15"), then stored as YYYY-MM-DD. A shape the site does not
// read ("03/05/1990") is told the shapes it does; a day that does not exist (1990-13-05), that it does not.
const calendarDate = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeTypedDate(value) : value),
  z.string().refine(isDateShape, { error: 'dateFormat', abort: true }).refine(isRealDate, { error: 'dateNotReal' }),
)


const faithRow = z.object(
  {
    name: text(100),
    location: text(200).optional(),
    office: choice(values(OFFICES)).optional(),
    denomination: choice(values(DENOMINATIONS)).optional(),
    year_of_faith: text(20).optional(),
  },
  { error: 'faithsInvalid' },
)

/** A faith row as sent: empty strings and nulls count as absent; a number becomes its text. */
function normalizeRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row
  return Object.fromEntries(
    Object.entries(row).flatMap(([key, value]) => {
      if (value === null || value === undefined) return []
      const normalized = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value
      return normalized === '' ? [] : [[key, normalized]]
    }),
  )
}

const faiths = z
  .string()
  .max(MAX_FAITHS_JSON, { error: 'faithsInvalid' })
  .transform((json, context): unknown => {
    try {
      return JSON.parse(json)
    } catch {
      context.addIssue({ code: 'custom', message: 'faithsInvalid' })
      return z.NEVER
    }
  })
  .pipe(
    z
      .array(z.preprocess(normalizeRow, faithRow), { error: 'faithsInvalid' })
      .min(1, { error: 'faithsRequired' })
      .max(MAX_FAITH_ROWS, { error: 'faithsTooMany' }),
  )

export const registrationSchema = z
  .object({
    // ISO 3166-1 alpha-2, in capitals however typed; KR when none is sent (parseRegistrationFields).
    nationality: z.string().transform((code) => code.toUpperCase()).refine(isNationality, { error: 'nationality' }),
    // Required of a Korean applicant only (parseRegistrationFields); a foreign one may have no Hangul name.
    name_hangul: text(50).optional(),
    name_chinese: text(50).optional(),
    name_english: text(100),
    // The unique identifiers: which one is required, and whether any is read at all, parseRegistrationFields decides.
    citizenship_no: z.string().refine(isCitizenshipNoShape, { error: 'citizenshipNo' }).optional(),
    alien_registration_no: z.string().refine(isAlienRegistrationNoShape, { error: 'alienRegistrationNo' }).optional(),
    passport_no: z.string().max(20, { error: 'passportNo' }).refine(isPassportNoShape, { error: 'passportNo' }).optional(),
    age: z
      .string()
      .regex(/^\d{1,3}$/, { error: 'age' })
      .transform(Number)
      .refine((age) => age >= 1 && age <= 120, { error: 'age' })
      .optional(),
    gender: choice(values(GENDERS)),
    // Any country's number, kept as E.164; one without its country code is read as Korean (lib/registration/phone.ts).
    mobile: z
      .string()
      .max(30, { error: 'mobile' })
      .transform((typed, context) => toE164(typed) ?? (context.addIssue({ code: 'custom', message: 'mobile' }), z.NEVER)),
    email: z.string().max(254, { error: 'tooLong' }).refine(withoutControlCharacters, { error: 'email' }).pipe(z.email({ error: 'email' })),
    dob: calendarDate.refine((date) => date < koreanToday(), { error: 'dobPast' }).refine(isAtLeast14, { error: 'dobUnder14' }),
    address: text(300),
    last_education_start: calendarDate.optional(),
    last_education_end: calendarDate.optional(),
    last_school_name: text(100).optional(),
    last_education_department: text(100).optional(),
    last_education_special: text(100).optional(),
    job_company: text(100).optional(),
    job_position: text(100).optional(),
    job_address: text(300).optional(),
    admit_status: choice(values(ADMIT_STATUSES)).optional(),
    department_id: z.string().regex(/^\d{1,9}$/, { error: 'department' }).transform(Number),
    motive: choice(values(MOTIVES)).optional(),
    password: z.string().min(PASSWORD_MIN, { error: 'passwordTooShort' }).max(128, { error: 'tooLong' }).refine(withoutControlCharacters, { error: 'controlCharacters' }),
    faiths,
  })
  .refine((fields) => !fields.last_education_start || !fields.last_education_end || fields.last_education_end >= fields.last_education_start, {
    error: 'educationEnd',
    path: ['last_education_end'],
    // Also when other fields failed, so that every problem is reported at once; only the two dates must be sound.
    when: ({ value }) => {
      const dates = value as { last_education_start?: unknown; last_education_end?: unknown }
      return [dates.last_education_start, dates.last_education_end].every((date) => date === undefined || (typeof date === 'string' && isRealDate(date)))
    },
  })

export type RegistrationFields = z.output<typeof registrationSchema>
export type FaithRow = RegistrationFields['faiths'][number]

export const TEXT_FIELDS = Object.keys(registrationSchema.shape) as (keyof typeof registrationSchema.shape)[]


/** A missing value is "required", a value of the wrong kind "invalid"; every other rule names its own key. */
const fallbackMessage = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid')

/** The identifiers a nationality may give: a Korean applicant the resident number, any other a foreigner's two. */
const identifiersFor = (nationality: unknown): UniqueIdKind[] =>
  typeof nationality === 'string' && nationality.toUpperCase() === KOREA ? ['citizenship'] : ['alienRegistration', 'passport']

/** The kind of unique identifier clean fields carry, if any (at most one: parseRegistrationFields sees to it). */
export const uniqueIdKindOf = (fields: RegistrationFields): UniqueIdKind | undefined => UNIQUE_ID_KINDS.find((kind) => fields[UNIQUE_ID_INPUTS[kind]] !== undefined)

/**
 * The rules that weigh one field against another: a Korean applicant's Hangul name and resident number, a foreign
 * applicant's alien registration or passport number (one of them, not both). Identifiers the applicant's
 * nationality does not give, or any while the school does not ask for one, are dropped unread from `input`.
 */
function identityProblems(input: Record<string, unknown>, askUniqueId: boolean): FieldProblems {
  const korean = identifiersFor(input.nationality).includes('citizenship')
  const given = askUniqueId ? identifiersFor(input.nationality) : []
  for (const kind of UNIQUE_ID_KINDS) if (!given.includes(kind)) delete input[UNIQUE_ID_INPUTS[kind]]
  const problems: FieldProblems = {}
  if (korean && input.name_hangul === undefined) problems.name_hangul = [{ key: 'required' }]
  const sent = given.filter((kind) => input[UNIQUE_ID_INPUTS[kind]] !== undefined)
  if (korean && askUniqueId && sent.length === 0) problems.citizenship_no = [{ key: 'required' }]
  if (!korean && askUniqueId && sent.length === 0) problems.passport_no = [{ key: 'passportOrAlienRegistrationNo' }]
  if (sent.length > 1) problems.alien_registration_no = [{ key: 'onlyOneUniqueId' }]
  return problems
}

/**
 * Checks the text part of a submission: the clean values, or the problems under dotted keys (`faiths.0.name`).
 * A unique identifier is required while the school asks for one (settings) and dropped unread otherwise.
 */
export function parseRegistrationFields(
  sent: Record<string, unknown>,
  { askUniqueId = true } = {},
): { ok: true; fields: RegistrationFields } | { ok: false; problems: FieldProblems } {
  const input = { nationality: KOREA, ...sent }
  const identity = identityProblems(input, askUniqueId)
  const result = registrationSchema.safeParse(input, { error: fallbackMessage })
  const problems: FieldProblems = { ...(result.success ? {} : fieldProblems(result.error.issues)), ...identity }
  return result.success && Object.keys(problems).length === 0 ? { ok: true, fields: result.data } : { ok: false, problems }
}

/** A field the server checks alone, by its own rule (the life-of-faith rows are checked as one list). */
export type SingleField = Exclude<(typeof TEXT_FIELDS)[number], 'faiths'>

/**
 * One field's first problem by the server's own rule, read as the server reads a sent form (trimmed, the password as
 * typed, empty as absent): the form checks each field as it is left, so a refusal comes before the sending. Rules
 * across fields (the end of the last education before its start) and the settings' (the resident number asked) are the
 * whole form's, checked when it is sent; the applicant's nationality is given, since it decides whether the Hangul name is required.
 */
export function singleFieldProblem(name: SingleField, typed: string, nationality: unknown = KOREA): FieldProblem | null {
  const value = name === 'password' ? typed : typed.trim()
  // The Hangul name is optional in the schema since a foreign applicant may leave it; a Korean one may not.
  if (name === 'name_hangul' && value === '' && identifiersFor(nationality).includes('citizenship')) return { key: 'required' }
  const result = registrationSchema.shape[name].safeParse(value === '' ? undefined : value, { error: fallbackMessage })
  return result.success ? null : (fieldProblems(result.error.issues, { first: true }).form?.[0] ?? null)
}

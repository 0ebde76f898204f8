import type { FieldProblems } from '@/lib/forms/field-problems'
import { isCitizenshipNoShape, isRealDate, koreanToday, parseRegistrationFields, singleFieldProblem, uniqueIdKindOf } from '@/lib/registration/schema'

const VALID = {
  name_hangul: '홍길동',
  name_english: 'Gil-dong Hong',
  citizenship_no: '900101-1234567',
  gender: 'male',
  mobile: '010-1234-5678',
  email: 'hong@example.com',
  dob: '1990-01-01',
  address: '서울시 강남구',
  department_id: '1',
  password: 'secret-pass',
  faiths: JSON.stringify([{ name: '사랑의교회' }]),
}

function problemsOf(input: Record<string, unknown>): FieldProblems {
  const result = parseRegistrationFields(input)
  return result.ok ? {} : result.problems
}

/** The message keys of the problems, by field. */
function keysOf(input: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(problemsOf(input)).map(([field, list]) => [field, list.map(({ key }) => key)]))
}

const withValue = (field: string, value: unknown) => ({ ...VALID, [field]: value })
const without = (field: string) => Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== field))

describe('the registration rules', () => {
  it('accept a complete, valid form and return clean values', () => {
    const result = parseRegistrationFields({ ...VALID, age: '36', admit_status: '2', motive: '인터넷 검색', last_education_start: '2008-03-02', last_education_end: '2012-02-20' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fields.age).toBe(36)
    expect(result.fields.department_id).toBe(1)
    expect(result.fields.admit_status).toBe('2')
    expect(result.fields.faiths).toEqual([{ name: '사랑의교회' }])
  })

  it.each(['name_hangul', 'name_english', 'citizenship_no', 'gender', 'mobile', 'email', 'dob', 'address', 'department_id', 'password', 'faiths'])('require %s', (field) => {
    expect(keysOf(without(field))).toEqual({ [field]: ['required'] })
  })

  it('report every problem at once', () => {
    expect(Object.keys(keysOf({})).sort()).toEqual(['address', 'citizenship_no', 'department_id', 'dob', 'email', 'faiths', 'gender', 'mobile', 'name_english', 'name_hangul', 'password'])
  })

  it('ignore unknown fields', () => {
    expect(parseRegistrationFields({ ...VALID, role: 'admin', state: 'approved' }).ok).toBe(true)
  })

  it('take the citizenship number with or without the dash, 13 digits only', () => {
    expect(keysOf(withValue('citizenship_no', '9001011234567'))).toEqual({})
    for (const bad of ['900101-123456', '900101-12345678', '9001O1-1234567', '901301-1234567', '900100-1234567', '900101--1234567']) {
      expect(keysOf(withValue('citizenship_no', bad))).toEqual({ citizenship_no: ['citizenshipNo'] })
    }
  })

  it('take gender male or female only', () => {
    expect(keysOf(withValue('gender', 'female'))).toEqual({})
    expect(keysOf(withValue('gender', 'other'))).toEqual({ gender: ['choice'] })
  })

  it('check the e-mail address and bound it', () => {
    expect(keysOf(withValue('email', 'not-an-address'))).toEqual({ email: ['email'] })
    expect(keysOf(withValue('email', `${'a'.repeat(250)}@example.com`))).toEqual({ email: ['tooLong'] })
  })

  it('want the date of birth as a real past date, telling a shape the site does not read from a day that does not exist', () => {
    expect(keysOf(withValue('dob', '1990-02-30'))).toEqual({ dob: ['dateNotReal'] })
    expect(keysOf(withValue('dob', '01/02/1990'))).toEqual({ dob: ['dateFormat'] })
    expect(keysOf(withValue('dob', '2999-01-01'))).toEqual({ dob: ['dobPast'] })
    expect(keysOf(withValue('dob', koreanToday()))).toEqual({ dob: ['dobPast'] })
  })

  it('read a typed date as the form does, and keep it as YYYY-MM-DD', () => {
    for (const typed of ['19900305', '1990.3.5', '1990-3-5', '1990년 3월 5일']) {
      const result = parseRegistrationFields(withValue('dob', typed))
      expect([typed, result.ok && result.fields.dob]).toEqual([typed, '1990-03-05'])
    }
  })

  it('take the age as a whole number from 1 to 120', () => {
    expect(keysOf(withValue('age', '120'))).toEqual({})
    for (const bad of ['0', '121', '3.5', '-4', 'forty']) expect(keysOf(withValue('age', bad))).toEqual({ age: ['age'] })
  })

  it('take a mobile number of any country, kept as E.164; one without a country code as Korean', () => {
    const mobileOf = (typed: string) => {
      const result = parseRegistrationFields(withValue('mobile', typed))
      return result.ok ? result.fields.mobile : result.problems
    }
    expect(mobileOf('+82 10-1234-5678')).toBe('+821012345678')
    expect(mobileOf('010 1234 5678')).toBe('+821012345678')
    expect(mobileOf('+1 415 555 0100')).toBe('+14155550100')
    expect(mobileOf('+44 20 7946 0958')).toBe('+442079460958')
    // A number too short or too long for its country is none.
    for (const bad of ['call me', '+1 415 555', '010-1234', '+82 10 1234 5678 9999 9999 9999', '+999 1234 5678']) {
      expect(keysOf(withValue('mobile', bad))).toEqual({ mobile: ['mobile'] })
    }
  })

  it('want the department as an id', () => {
    expect(keysOf(withValue('department_id', 'ministry'))).toEqual({ department_id: ['department'] })
  })

  it('want a password of at least 8 characters', () => {
    const problems = problemsOf(withValue('password', 'short'))
    expect(problems).toEqual({ password: [{ key: 'passwordTooShort', params: { min: 8 } }] })
  })

  it('accept admit status 0, 1 and 2 (2 was refused before)', () => {
    for (const status of ['0', '1', '2']) expect(keysOf(withValue('admit_status', status))).toEqual({})
    expect(keysOf(withValue('admit_status', '3'))).toEqual({ admit_status: ['choice'] })
  })

  it('accept only the listed motives', () => {
    expect(keysOf(withValue('motive', '극동방송'))).toEqual({})
    expect(keysOf(withValue('motive', 'TV'))).toEqual({ motive: ['choice'] })
  })

  it('want the last education to end no earlier than it started', () => {
    expect(keysOf({ ...VALID, last_education_start: '2012-03-01', last_education_end: '2010-02-01' })).toEqual({ last_education_end: ['educationEnd'] })
    expect(keysOf({ ...VALID, last_education_start: '2012-13-01' })).toEqual({ last_education_start: ['dateNotReal'] })
  })

  it('report the education order also when other fields fail', () => {
    expect(keysOf({ ...without('email'), last_education_start: '2012-03-01', last_education_end: '2010-02-01' })).toEqual({ email: ['required'], last_education_end: ['educationEnd'] })
  })

  it('bound every text, with the limit as a parameter', () => {
    expect(problemsOf(withValue('name_hangul', '가'.repeat(51)))).toEqual({ name_hangul: [{ key: 'tooLong', params: { max: 50 } }] })
    expect(keysOf(withValue('address', 'x'.repeat(100_000)))).toEqual({ address: ['tooLong'] })
  })

  it('refuse a value of the wrong kind (a file where text belongs)', () => {
    expect(keysOf(withValue('name_hangul', new Blob(['x'])))).toEqual({ name_hangul: ['invalid'] })
  })
})

describe('the faith rows', () => {
  const faiths = (rows: unknown) => withValue('faiths', typeof rows === 'string' ? rows : JSON.stringify(rows))

  it('need at least one row with a church name', () => {
    expect(keysOf(faiths([]))).toEqual({ faiths: ['faithsRequired'] })
    expect(keysOf(faiths([{ location: '서울' }]))).toEqual({ 'faiths.0.name': ['required'] })
  })

  it('use dotted keys for the row and field', () => {
    expect(keysOf(faiths([{ name: '한빛교회' }, { name: '', office: '교황' }]))).toEqual({ 'faiths.1.name': ['required'], 'faiths.1.office': ['choice'] })
  })

  it('check office and denomination against their lists', () => {
    expect(keysOf(faiths([{ name: '한빛교회', office: '장로', denomination: '침례교', year_of_faith: 12 }]))).toEqual({})
    expect(keysOf(faiths([{ name: '한빛교회', denomination: 'Catholic' }]))).toEqual({ 'faiths.0.denomination': ['choice'] })
  })

  it('take empty strings and nulls as absent and numbers as text', () => {
    const result = parseRegistrationFields(faiths([{ name: ' 한빛교회 ', location: '', office: null, year_of_faith: 7 }]))
    expect(result.ok && result.fields.faiths).toEqual([{ name: '한빛교회', year_of_faith: '7' }])
  })

  it('refuse malformed JSON, a non-list and rows that are not objects', () => {
    expect(keysOf(faiths('[{"name": "x"'))).toEqual({ faiths: ['faithsInvalid'] })
    expect(keysOf(faiths({ name: '한빛교회' }))).toEqual({ faiths: ['faithsInvalid'] })
    expect(keysOf(faiths(['한빛교회']))).toEqual({ 'faiths.0': ['faithsInvalid'] })
  })

  it('allow at most 20 rows', () => {
    expect(problemsOf(faiths(Array.from({ length: 21 }, () => ({ name: '교회' }))))).toEqual({ faiths: [{ key: 'faithsTooMany', params: { max: 20 } }] })
  })
})

describe('the registration rules for a foreign applicant', () => {
  const { citizenship_no: _resident, name_hangul: _hangul, ...common } = VALID
  const FOREIGN = { ...common, nationality: 'us', name_english: 'John Smith', mobile: '+1 415 555 0100' }

  it('take the nationality as ISO 3166-1 alpha-2, Korea when none is sent', () => {
    const korean = parseRegistrationFields(VALID)
    expect(korean.ok && korean.fields.nationality).toBe('KR')
    expect(keysOf(withValue('nationality', 'ZZ'))).toMatchObject({ nationality: ['nationality'] })
    expect(keysOf(withValue('nationality', 'USA'))).toMatchObject({ nationality: ['nationality'] })
  })

  it('take a passport number instead of the resident number and no Hangul name', () => {
    const result = parseRegistrationFields({ ...FOREIGN, passport_no: 'a1234 5678' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fields).toMatchObject({ nationality: 'US', passport_no: 'a1234 5678', mobile: '+14155550100' })
    expect(uniqueIdKindOf(result.fields)).toBe('passport')
    expect(result.fields.name_hangul).toBeUndefined()
  })

  it('take an alien registration number, its 7th digit 5 to 8', () => {
    for (const good of ['900101-5234567', '0001018234567']) expect(keysOf({ ...FOREIGN, alien_registration_no: good })).toEqual({})
    for (const bad of ['900101-1234567', '900101-9234567', '901301-5234567', '900101-523456']) {
      expect(keysOf({ ...FOREIGN, alien_registration_no: bad })).toEqual({ alien_registration_no: ['alienRegistrationNo'] })
    }
  })

  it('refuse a passport number that is none', () => {
    for (const bad of ['12345', 'AB12345678', 'M123#4567', '여권1234567']) expect(keysOf({ ...FOREIGN, passport_no: bad })).toEqual({ passport_no: ['passportNo'] })
  })

  it('want one of the two identifiers, not both, and never read a resident number', () => {
    expect(keysOf(FOREIGN)).toEqual({ passport_no: ['passportOrAlienRegistrationNo'] })
    expect(keysOf({ ...FOREIGN, passport_no: 'M12345678', alien_registration_no: '900101-5234567' })).toEqual({ alien_registration_no: ['onlyOneUniqueId'] })
    const result = parseRegistrationFields({ ...FOREIGN, passport_no: 'M12345678', citizenship_no: 'anything' })
    expect(result.ok && result.fields.citizenship_no).toBeUndefined()
  })

  it('give a Korean applicant no passport number, and read no identifier at all while the school asks for none', () => {
    const korean = parseRegistrationFields({ ...VALID, passport_no: 'M12345678' })
    expect(korean.ok && uniqueIdKindOf(korean.fields)).toBe('citizenship')
    const unasked = parseRegistrationFields({ ...FOREIGN, passport_no: 'bad', alien_registration_no: 'bad' }, { askUniqueId: false })
    expect(unasked.ok && uniqueIdKindOf(unasked.fields)).toBeUndefined()
  })
})

describe('date and number shapes', () => {
  it('know real calendar dates', () => {
    expect(['2024-02-29', '1900-01-01'].map(isRealDate)).toEqual([true, true])
    expect(['2023-02-29', '1899-12-31', '2024-1-5', '20240105'].map(isRealDate)).toEqual([false, false, false, false])
  })

  it('know the resident registration number shape', () => {
    expect(['000229-4123456', '991231-2123456'].map(isCitizenshipNoShape)).toEqual([true, true])
  })
})

describe('one field checked as it is left, by the server’s rule', () => {
  it('refuses what the server refuses, with the same message key', () => {
    expect(singleFieldProblem('password', 'abcde')).toEqual({ key: 'passwordTooShort', params: { min: 8 } })
    expect(singleFieldProblem('email', 'john.smith@example')).toEqual({ key: 'email' })
    expect(singleFieldProblem('dob', '03/05/1990')).toEqual({ key: 'dateFormat' })
    expect(singleFieldProblem('dob', '1990-13-05')).toEqual({ key: 'dateNotReal' })
    expect(singleFieldProblem('dob', '2999-01-01')).toEqual({ key: 'dobPast' })
    expect(singleFieldProblem('name_hangul', '  ')).toEqual({ key: 'required' })
    expect(singleFieldProblem('name_hangul', '  ', 'US')).toBeNull()
    expect(parseRegistrationFields(withValue('email', 'john.smith@example'))).toMatchObject({ ok: false, problems: { email: [{ key: 'email' }] } })
  })

  it('takes what the server takes', () => {
    expect(singleFieldProblem('email', 'john.smith@example.com')).toBeNull()
    expect(singleFieldProblem('dob', '1990년 3월 5일')).toBeNull()
    expect(singleFieldProblem('last_education_start', '')).toBeNull()
    expect(singleFieldProblem('password', 'eight ch')).toBeNull()
  })
})

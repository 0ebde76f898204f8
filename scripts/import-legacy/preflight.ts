import fs from 'node:fs'
import path from 'node:path'

import { GENDERS } from '../../lib/registration/options'
import type { RetentionPeriods } from '../../lib/retention/periods'
import { studentFate } from './people'
import type { Row, Source } from './source'
import { day, text } from './values'

/** An old row the new site would refuse: which row, why, and what to change in the old database. */
export type Blocker = { row: string; reason: string; fix: string }

const live = (rows: Row[]) => rows.filter((row) => !('deleted_at' in row) || row.deleted_at === null)

/** A file of the old storage folder that exists, by the path the old database names. */
const inStorage = (storage: string, oldPath: string) => {
  const absolute = path.resolve(storage, oldPath.replace(/^\/+/, '').replace(/^storage\//, ''))
  return absolute.startsWith(storage + path.sep) && fs.existsSync(absolute) && fs.statSync(absolute).isFile()
}

/**
 * Reads every old row that becomes something the site requires values of (departments, accounts, applications) and
 * lists each that cannot come over as it is, before anything is written: an import that left a student out would cost
 * that student their sign-in, unseen until they try. What the site takes imperfectly (an odd church office, a missing
 * picture of a post) is not here: the import brings it over and its report says what to check.
 */
export async function rowsThatCannotComeOver(source: Source, storage: string, periods: RetentionPeriods, now: Date): Promise<Blocker[]> {
  const blockers: Blocker[] = []
  const block = (table: string, id: unknown, reason: string, fix: string) => blockers.push({ row: `${table} ${String(id)}`, reason, fix })

  const departments = live(await source.rows('departments'))
  const codes = new Map<string, unknown>()
  for (const department of departments) {
    const code = text(department.code)
    if (!code && !text(department.name)) block('departments', department.id, 'no name and no code', `UPDATE departments SET name = '…' WHERE id = ${department.id}`)
    if (!code) continue
    if (codes.has(code)) block('departments', department.id, `code "${code}" is also department ${String(codes.get(code))}'s`, `give one of them another code: UPDATE departments SET code = '…' WHERE id = ${department.id}`)
    else codes.set(code, department.id)
  }
  const departmentList = departments.map((department) => `${department.id} (${text(department.name) ?? text(department.code)})`).join(', ')

  // Who signs in: a professor with an e-mail and a password, and each student brought over.
  const accounts = new Map<string, string>()
  const claim = (table: string, row: Row) => {
    const email = text(row.email)?.toLowerCase()
    if (!email) return
    const owner = accounts.get(email)
    if (owner) block(table, row.id, `same e-mail as ${owner}: one account per e-mail`, `give one of them its own e-mail: UPDATE ${table} SET email = '…' WHERE id = ${row.id}`)
    else accounts.set(email, `${table} ${String(row.id)}`)
  }
  for (const professor of live(await source.rows('professors'))) if (text(professor.password)) claim('professors', professor)

  const faiths = live(await source.rows('faiths'))
  for (const student of live(await source.rows('students'))) {
    const { fate } = studentFate(student, periods, now)
    if (fate === 'left-out') continue
    const id = student.id
    if (!text(student.email) || !text(student.password)) {
      block('students', id, 'no e-mail or no password: the student could not sign in', `UPDATE students SET email = '…' WHERE id = ${id} (the password only the old site can set), or mark the row deleted if it is nobody`)
      continue
    }
    claim('students', student)
    if (fate !== 'application') continue
    const set = (column: string, value: string) => `UPDATE students SET ${column} = ${value} WHERE id = ${id}`
    if (!departments.some((department) => Number(department.id) === Number(student.department_id)))
      block('students', id, `department ${text(student.department_id) ?? '(none)'} does not exist on the old site, or was deleted`, `${set('department_id', '…')}, one of ${departmentList}`)
    const gender = text(student.gender)?.toLowerCase()
    if (!GENDERS.some((option) => option.value === gender)) block('students', id, `gender "${text(student.gender) ?? ''}" is not ${GENDERS.map((option) => option.value).join(' or ')}`, set('gender', `'${GENDERS[0].value}' (or '${GENDERS[1].value}')`))
    if (!day(student.dob)) block('students', id, `date of birth "${text(student.dob) ?? ''}" is not a date`, set('dob', "'YYYY-MM-DD'"))
    if (!text(student.name_hangul)) block('students', id, 'no name in Hangul', set('name_hangul', "'…'"))
    if (!text(student.mobile) && !text(student.phone)) block('students', id, 'no mobile or phone number', set('mobile', "'010-…'"))
    if (!text(student.address)) block('students', id, 'no address', set('address', "'…'"))
    const photo = text(student.photo)
    if (!photo || !inStorage(storage, photo)) block('students', id, photo ? `photo ${photo} is not in the storage folder` : 'no photo', photo ? `copy ${photo} into the storage folder` : set('photo', "'students/….jpg'"))
    if (!faiths.some((faith) => Number(faith.student_id) === Number(id))) block('students', id, 'no church (faiths)', `INSERT INTO faiths (student_id, name) VALUES (${id}, '…')`)
  }
  return blockers
}

/** The blockers as the terminal shows them: each row, its reason and its fix. */
export function describeBlockers(blockers: Blocker[]): string {
  return [
    `${blockers.length} old row(s) cannot come over as they are, and the import has written nothing. Change them in the old database (or its copy) and run the import again:`,
    ...blockers.map(({ row, reason, fix }) => `- ${row}: ${reason}.\n  Fix: ${fix}`),
  ].join('\n')
}

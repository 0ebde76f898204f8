import { ACCESS_MATRIX, actingRole, rulesOf, type Area } from '@/cms/access/roles'
import { isStaff, LEAST_STAFF_ROLE } from '@/lib/auth/staff'

/**
 * Access only as a duty needs (the safety-measure standard), pinned against the matrix that every rule reads
 * (tests/contract/access-matrix.test.ts walks the matrix over HTTP): 편집자 keeps to the site's content, 입학 담당 to the applications, and neither reaches the
 * accounts, the settings or the logs.
 */
const areasOf = (role: 'editor' | 'admissions') => (Object.keys(ACCESS_MATRIX) as Area[]).filter((area) => (rulesOf(area)[role] ?? []).length > 0)
const ADMIN_ONLY: Area[] = ['users', 'settings', 'consent-notices', 'access-log', 'rights-records', 'destruction-register', 'privacy-requests', 'contact-messages', 'mail-outbox', 'payload-kv']

describe('the staff roles', () => {
  it('편집자 writes pages, news, galleries, downloads, the calendar and popups, and reaches no applicant', () => {
    for (const area of ['static-pages', 'news', 'galleries', 'downloads', 'academic-events', 'popups'] as Area[]) expect([area, rulesOf(area).editor]).toEqual([area, ['read', 'create', 'update', 'delete']])
    expect(areasOf('editor').filter((area) => ['applications', 'applicant-files', ...ADMIN_ONLY].includes(area))).toEqual([])
  })

  it('입학 담당 reads and decides applications, exports them and sees the whole number, and reaches no account, setting or log', () => {
    expect(rulesOf('applications').admissions).toEqual(expect.arrayContaining(['read', 'update', 'decide', 'export', 'reveal']))
    expect(areasOf('admissions').filter((area) => ADMIN_ONLY.includes(area))).toEqual([])
  })

  it('staff act only with a second factor, whatever their role; a new staff account is an editor', () => {
    const account = { collection: 'users', state: 'active', twoFactorSince: null }
    for (const type of ['admin', 'editor', 'admissions'] as const) {
      expect(isStaff({ type })).toBe(true)
      expect(actingRole({ ...account, type } as never)).toBeNull()
      expect(actingRole({ ...account, type, twoFactorSince: '2026-01-01T00:00:00.000Z' } as never)).toBe(type)
    }
    expect(isStaff({ type: 'professor' })).toBe(false)
    expect(LEAST_STAFF_ROLE).toBe('editor')
  })
})

// The backups' settings read the object storage's plugin, an ES module Jest cannot load; nothing here uses it.
jest.mock('@/cms/object-storage', () => ({}))

import { backupsRunning } from '@/lib/setup/backups'
import { setupChecklist, SETUP_ITEMS, type SetupState } from '@/lib/setup/checklist'
import { demoContentWanted } from '@/lib/setup/demo-content'
import { privacyPolicyTemplate } from '@/scripts/seed/privacy-policy-template'

const empty: SetupState = { settings: {}, privacyPolicyText: null, env: {}, backups: false }

describe('the first setup checklist', () => {
  it('has every item open on a fresh site', () => {
    expect(Object.values(setupChecklist(empty)).every((done) => !done)).toBe(true)
  })

  it('ticks each item as its setting is filled', () => {
    const state: SetupState = {
      settings: {
        schoolName: '국제신학교',
        street: '서울시 종로구 1',
        phone: '02-000-0000',
        email: 'office@school.example',
        logo: 4,
        privacy: { officerName: '홍길동', officerEmail: 'privacy@school.example' },
        retention: { approvedYears: 3 },
        updatedAt: '2026-11-27T00:00:00.000Z',
      },
      privacyPolicyText: '국제신학교는 개인정보를 보호합니다.',
      env: { SMTP_HOST: 'smtp.example', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' },
      backups: true,
    }
    expect(setupChecklist(state)).toEqual(Object.fromEntries(SETUP_ITEMS.map((item) => [item, true])))
    expect(setupChecklist({ ...state, settings: { ...state.settings, phone: ' ' } }).contacts).toBe(false)
    expect(setupChecklist({ ...state, settings: { ...state.settings, privacy: { officerName: '홍길동' } } }).privacyOfficer).toBe(false)
    expect(setupChecklist({ ...state, settings: { ...state.settings, updatedAt: null } }).retention).toBe(false)
    expect(setupChecklist({ ...state, env: { SMTP_HOST: 'smtp.example', RECAPTCHA_SECRET_KEY: 'secret' } }).recaptcha).toBe(false)
  })

  it('leaves the privacy policy open while a blank of the template is left', () => {
    const template = privacyPolicyTemplate()
    expect(setupChecklist({ ...empty, privacyPolicyText: template.ko }).privacyPolicy).toBe(false)
    expect(template.ko).toContain('[[학교 이름]]')
    expect(template.en).toContain('[[School name]]')
    // Nothing of the demo school is left in the template.
    expect(template.ko).not.toContain('국제기독신학교')
    expect(template.en).not.toContain('International Christian Seminary')
    expect(template.ko).not.toContain('2026년 12월 1일')
  })

  it('counts backups only while the last one is good and recent', async () => {
    const now = new Date('2026-11-28T03:00:00Z')
    const good = { at: '2026-11-28T02:00:00Z', ok: true }
    expect(await backupsRunning({ lastRun: null, lastGood: null }, now)).toBe(false)
    expect(await backupsRunning({ lastRun: good, lastGood: good }, now)).toBe(true)
    expect(await backupsRunning({ lastRun: { at: '2026-11-28T02:30:00Z', ok: false }, lastGood: good }, now)).toBe(false)
    expect(await backupsRunning({ lastRun: good, lastGood: good }, new Date('2026-11-30T03:00:00Z'))).toBe(false)
  })
})

describe('DEMO_CONTENT', () => {
  it('is on by default outside production, off in production, and as set otherwise', () => {
    expect(demoContentWanted({})).toBe(true)
    expect(demoContentWanted({ APP_ENV: 'production' })).toBe(false)
    expect(demoContentWanted({ APP_ENV: 'production', DEMO_CONTENT: 'on' })).toBe(true)
    expect(demoContentWanted({ DEMO_CONTENT: 'off' })).toBe(false)
    expect(demoContentWanted({ DEMO_CONTENT: 'OFF ' })).toBe(false)
  })
})

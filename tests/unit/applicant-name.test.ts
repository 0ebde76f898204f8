import type { FieldHookArgs } from 'payload'

import { applicantName } from '@/cms/collections/applications/hooks/applicant-name'

const title = (siblingData: object, originalDoc?: object, value?: string) => applicantName({ siblingData, originalDoc, value } as unknown as FieldHookArgs)

describe('the name an application is titled by in the admin', () => {
  it('is the Hangul name, or the English name of an applicant without one', () => {
    expect(title({ nameHangul: '김지원', nameEnglish: 'Kim Jiwon' })).toBe('김지원')
    expect(title({ nameHangul: '', nameEnglish: 'John Smith' })).toBe('John Smith')
    expect(title({ nameHangul: null, nameEnglish: 'John Smith' })).toBe('John Smith')
  })

  it('follows a corrected name, and stays when an update leaves the names alone', () => {
    const stored = { nameHangul: '김지원', nameEnglish: 'Kim Jiwon' }
    expect(title({ nameHangul: '김지은' }, stored, '김지원')).toBe('김지은')
    expect(title({ state: 'reviewing' }, stored, '김지원')).toBe('김지원')
    expect(title({ nameHangul: '' }, stored, '김지원')).toBe('Kim Jiwon')
  })
})

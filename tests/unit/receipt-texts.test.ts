import en from '@/messages/en/registration.json'
import ko from '@/messages/ko/registration.json'
import type { ReceiptMail } from '@/lib/api/types'

// The success dialog (components/forms/registration/receipt-details.tsx) says what comes next after what became of the receipt mail, as the server answered.
const OUTCOMES: ReceiptMail[] = ['sent', 'kept', 'failed']
const PROMISES_MAIL = { ko: /이메일로 알려/, en: /by e-mail/ }

describe.each([
  ['ko', ko, '원서 접수 완료'],
  ['en', en, 'Application received'],
] as const)('the success dialog in %s', (lang, messages, title) => {
  it('is titled for an application received, not a registration', () => {
    expect(messages.registration.successTitle).toBe(title)
  })

  it.each(OUTCOMES)('promises the result by mail only when the receipt mail went out (%s)', (mail) => {
    const next = (messages.registration.successNext as unknown as Record<ReceiptMail, string>)[mail]
    expect(next).toEqual(expect.any(String))
    expect(PROMISES_MAIL[lang].test(next)).toBe(mail === 'sent')
  })
})

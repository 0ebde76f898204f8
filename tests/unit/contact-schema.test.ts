import { CONTACT_LIMITS, validateContact } from '@/lib/contact/schema'

const valid = { name: '홍길동', email: 'hong@example.com', message: '입학 상담을 받고 싶습니다.' }

describe('validateContact', () => {
  it('accepts a complete message, trimmed, and ignores unknown fields', () => {
    expect(validateContact({ name: '  홍길동 ', email: ' hong@example.com ', message: ' 안녕하세요 \n', recaptcha: 'x', extra: 1 })).toEqual({
      ok: true,
      data: { name: '홍길동', email: 'hong@example.com', message: '안녕하세요', topic: 'general' },
    })
  })

  it('takes a barrier report from the accessibility statement as its topic, and refuses a topic not on the list', () => {
    const message = { name: '홍길동', email: 'hong@example.com', message: '지도에 키보드로 갈 수 없습니다.' }
    expect(validateContact({ ...message, topic: 'accessibility' })).toEqual({ ok: true, data: { ...message, topic: 'accessibility' } })
    expect(validateContact({ ...message, topic: '' })).toEqual({ ok: true, data: { ...message, topic: 'general' } })
    for (const topic of ['complaint', 42, ['accessibility']]) expect(validateContact({ ...message, topic })).toEqual({ ok: false, errors: { topic: { key: 'topicInvalid' } } })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a number', 42],
    ['an array', ['홍길동']],
    ['an object', { first: '홍' }],
    ['null', null],
    ['only control characters', '\u0000\u0000'],
  ])('name %s: required', (_case, name) => {
    expect(validateContact({ ...valid, name })).toEqual({ ok: false, errors: { name: { key: 'nameRequired' } } })
  })

  it('name: at most 100 characters, and line breaks become spaces (it goes into a mail subject)', () => {
    expect(validateContact({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name) }).ok).toBe(true)
    expect(validateContact({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name + 1) })).toEqual({ ok: false, errors: { name: { key: 'nameTooLong', values: { max: 100 } } } })
    expect(validateContact({ ...valid, name: 'Hong\r\nBcc: x@evil.example\tGil' })).toMatchObject({ ok: true, data: { name: 'Hong Bcc: x@evil.example Gil' } })
  })

  it('name: control characters alone count as missing', () => {
    expect(validateContact({ ...valid, name: '\u0000\u0007 \n' })).toEqual({ ok: false, errors: { name: { key: 'nameRequired' } } })
  })

  it('message: keeps line breaks and tabs, drops other control characters (PostgreSQL refuses NUL)', () => {
    expect(validateContact({ ...valid, message: 'a\u0000b\r\n\tc\u001Fd\u007F' })).toMatchObject({ ok: true, data: { message: 'ab\r\n\tcd' } })
    expect(validateContact({ ...valid, message: '\u0000\u0001' })).toEqual({ ok: false, errors: { message: { key: 'messageRequired' } } })
  })

  it.each([undefined, '', 7, ['a@example.com']])('email %p: required', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ ok: false, errors: { email: { key: 'emailRequired' } } })
  })

  it.each(['hong', 'hong@', '@example.com', 'hong@example', 'a b@example.com', 'hong@example.com\nBcc: x@evil.example', `${'a'.repeat(250)}@example.com`])(
    'email %p: invalid',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ ok: false, errors: { email: { key: 'emailInvalid' } } })
    },
  )

  it.each([undefined, '', ' \n ', 3.14, [], {}])('message %p: required', (message) => {
    expect(validateContact({ ...valid, message })).toEqual({ ok: false, errors: { message: { key: 'messageRequired' } } })
  })

  it('message: at most 5000 characters', () => {
    expect(validateContact({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.message) }).ok).toBe(true)
    expect(validateContact({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      ok: false,
      errors: { message: { key: 'messageTooLong', values: { max: 5000 } } },
    })
  })

  it('reports one problem per field, for every field at once', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: { name: { key: 'nameRequired' }, email: { key: 'emailRequired' }, message: { key: 'messageRequired' } },
    })
  })
})

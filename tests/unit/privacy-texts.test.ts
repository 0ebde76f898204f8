import { consentNotices, privacyPolicy } from '@/scripts/seed/privacy'
import { privacyPolicyTemplate } from '@/scripts/seed/privacy-policy-template'

const KEYS = { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' }

/** Every text the seed writes about personal data: the policy (demo and template) and the forms' consent notices. */
const textsOf = (withRecaptcha?: boolean) => {
  const policy = privacyPolicy(withRecaptcha).content
  const template = privacyPolicyTemplate(withRecaptcha)
  const notices = consentNotices(withRecaptcha)
  return { 'policy ko': policy.ko, 'policy en': policy.en, 'template ko': template.ko, 'template en': template.en, 'contact ko': notices.ko.contactPrivacy, 'contact en': notices.en.contactPrivacy }
}

const naming = (texts: Record<string, string>) => Object.entries(texts).filter(([, text]) => text.includes('reCAPTCHA')).map(([name]) => name)

describe('the privacy texts the seed writes', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('name Google reCAPTCHA, its transfer abroad and its cookies while it is on', () => {
    expect(naming(textsOf(true))).toEqual(Object.keys(textsOf(true)))
    expect(privacyPolicy(true).content.ko).toContain('- Google reCAPTCHA 쿠키')
  })

  it('do not name it while it is off, and keep every other line', () => {
    expect(naming(textsOf(false))).toEqual([])
    const policy = privacyPolicy(false).content.ko
    expect(policy).toContain('## 6. 개인정보의 국외 이전\n\n- 파일 저장소:')
    expect(policy).toContain('"오늘 하루 보지 않기"를 기억하기 위해\n\n브라우저 설정에서')
    expect(consentNotices(false).ko.contactPrivacy).toContain('수집 항목: 이름, 이메일, 문의 내용\n')
  })

  it('follow the environment the seed runs in: on only with both keys', () => {
    for (const key of Object.keys(KEYS)) delete process.env[key]
    expect(naming(textsOf())).toEqual([])
    process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY = KEYS.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
    expect(naming(textsOf())).toEqual([])
    process.env.RECAPTCHA_SECRET_KEY = KEYS.RECAPTCHA_SECRET_KEY
    expect(naming(textsOf())).toEqual(Object.keys(textsOf(true)))
  })
})

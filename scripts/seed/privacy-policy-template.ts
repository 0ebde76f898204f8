import { PRIVACY_POLICY_BLANK } from '../../lib/setup/privacy-policy-blanks'
import { privacyPolicy } from './privacy'

type Text = { ko: string; en: string }

/** What the demo policy says about the demo school, and the blank a real school fills in instead. */
const POLICY_BLANKS: { demo: Text; blank: Text }[] = [
  { demo: { ko: '국제기독신학교', en: 'The International Christian Seminary' }, blank: { ko: '학교 이름', en: 'School name' } },
  { demo: { ko: '학교가 계약한 메일 발송 업체', en: 'the mail delivery provider the school contracts' }, blank: { ko: '메일 발송 업체 이름', en: 'mail delivery provider' } },
  { demo: { ko: '학교가 계약한 클라우드 저장소 업체', en: 'the cloud storage provider the school contracts' }, blank: { ko: '파일 저장소 업체 이름', en: 'file storage provider' } },
  { demo: { ko: '2026년 12월 1일', en: '1 December 2026' }, blank: { ko: '시행일', en: 'effective date' } },
  { demo: { ko: '2025년 3월 1일 ~ 2026년 11월 30일', en: '1 March 2025 to 30 November 2026' }, blank: { ko: '이전 방침의 적용 기간', en: 'period of the previous policy' } },
]

const blank = (label: string) => `${PRIVACY_POLICY_BLANK.open}${label}${PRIVACY_POLICY_BLANK.close}`

/** The privacy policy with every school-specific statement left as a marked blank (`[[ … ]]`). */
export function privacyPolicyTemplate(withRecaptcha?: boolean): Text {
  let { ko, en } = privacyPolicy(withRecaptcha).content
  for (const { demo, blank: label } of POLICY_BLANKS) {
    ko = ko.split(demo.ko).join(blank(label.ko))
    en = en.split(demo.en).join(blank(label.en))
  }
  return { ko, en }
}

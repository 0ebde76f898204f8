import type { Payload } from 'payload'

import { recaptchaSettings } from '../../lib/security/recaptcha'
import { seedContext } from './upsert'

type Text = { ko: string; en: string }

const NOTHING: Text = { ko: '', en: '' }

/**
 * What the texts say about Google reCAPTCHA, said only while it is on (both keys set, lib/security/recaptcha.ts):
 * only then does the contact form send anything to Google.
 */
const RECAPTCHA = {
  transfer: {
    ko: '- Google reCAPTCHA(Google LLC, 미국): 문의 양식의 자동 입력 방지를 위해 양식을 보낼 때 접속 정보(IP 주소, 브라우저 정보, 쿠키)가 Google의 서버로 전송됩니다. 양식을 보낼 때마다 전송되며, Google의 개인정보처리방침에 따라 보관됩니다. 이전을 원하지 않으면 양식 대신 이메일이나 전화로 문의할 수 있습니다.\n',
    en: '- Google reCAPTCHA (Google LLC, United States): to stop automated messages, sending the contact form transfers connection data (IP address, browser information, cookies) to Google\'s servers, each time the form is sent; Google keeps it under its own privacy policy. If you do not want this, write to us by e-mail or call instead.\n',
  },
  cookie: { ko: '- Google reCAPTCHA 쿠키: 6항의 목적으로 문의 양식이 있는 페이지에서\n', en: '- Google reCAPTCHA cookies: for the purpose in section 6, on pages with the contact form\n' },
  contactItems: {
    ko: ' (자동 입력 방지를 위해 Google reCAPTCHA가 접속 정보를 미국의 서버로 전송)',
    en: ' (Google reCAPTCHA sends connection data to servers in the United States to stop automated messages)',
  },
}

const recaptchaTexts = (withRecaptcha: boolean) => (withRecaptcha ? RECAPTCHA : { transfer: NOTHING, cookie: NOTHING, contactItems: NOTHING })

/** Whether the site checks its contact form with reCAPTCHA, by the environment it runs in. */
const recaptchaOn = () => recaptchaSettings() !== null

/**
 * The demo privacy policy (PIPA Art. 30 and decree Art. 31): every item the law lists. The privacy
 * officer is not in the text: the policy page renders them from the settings (기본 설정 › 개인정보 보호).
 * Retention is described as the retention settings and the destruction job apply it.
 */
export function privacyPolicy(withRecaptcha = recaptchaOn()) {
  const recaptcha = recaptchaTexts(withRecaptcha)
  return {
    title: { ko: '개인정보 처리방침', en: 'Privacy Policy' },
    content: {
      ko: `국제기독신학교(이하 "학교")는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보 처리방침을 정하여 공개합니다.

## 1. 개인정보의 처리 목적

학교는 다음 목적을 위하여 개인정보를 처리하며, 목적이 바뀌면 「개인정보 보호법」 제18조에 따라 별도의 동의를 받습니다.

- 입학 지원: 지원서 접수와 본인 확인, 입학 심사, 합격·불합격 통지, 학번 부여와 학생 계정 개설
- 문의 응대: 홈페이지 문의 양식으로 받은 문의에 대한 확인과 답변
- 학생·교수 계정: 로그인, 비밀번호 재설정, 수업 자료 열람

## 2. 처리하는 개인정보의 항목

- 입학 지원(필수): 이름(한글·영문), 성별, 생년월일, 휴대전화, 이메일, 주소, 사진, 지원 학과, 비밀번호
- 입학 지원(선택): 이름(한자), 나이, 최종 학력, 직장, 지원 구분과 동기, 제출 서류(신앙 고백서, 학업 계획서, 신학 논문)
- 고유식별정보: 주민등록번호(외국 국적자는 외국인등록번호 또는 여권번호)를 법령에 근거가 있는 동안에만 받으며(근거 법령은 지원서에 표시), 암호화하여 보관합니다.
- 민감정보: 출석 교회, 직분, 교단, 신앙 연수 등 교회·신앙 이력(사상·신념에 관한 정보, 법 제23조)은 별도 동의를 받아 처리합니다.
- 문의: 이름, 이메일, 문의 내용
- 자동으로 생성되는 정보: 접속 IP 주소(요청 횟수 제한과 보안 목적), 로그인 기록

## 3. 개인정보의 처리 및 보유 기간

- 입학 지원서와 제출 서류: 입학 결정 후 3년. 승인되지 않은(불합격) 지원서는 그보다 짧게 보관합니다.
- 문의 메시지와 학교가 보낸 메일의 사본: 처리 후 학교가 정한 기간
- 학생 계정: 재학 기간과 관계 법령이 정한 기간

구체적인 보관 기간은 학교의 관리자 설정에 정해져 있으며, 관계 법령에 따라 보존해야 하는 경우에는 그 기간 동안 보관합니다.

## 4. 개인정보의 파기 절차 및 방법

보관 기간이 지난 개인정보는 자동 파기 작업이 매일 찾아 지체 없이 파기합니다. 데이터베이스의 기록은 복구할 수 없도록 삭제하고, 사진과 제출 서류는 서버와 파일 저장소(모든 버전 포함)에서 지우며, 검색 색인과 메일 사본도 함께 지웁니다. 파기한 날짜, 종류, 건수는 개인정보가 들어 있지 않은 파기 대장에 기록합니다.

사고에 대비해 사이트 전체를 매일 암호화된 백업 파일로 저장합니다. 백업은 최근 7일은 하루 하나, 최근 4주는 한 주에 하나, 최근 6개월은 한 달에 하나만 남기고 자동으로 지우므로, 위 기간이 지나 파기된 개인정보도 백업에는 최대 6개월까지 남을 수 있습니다. 이 백업은 복구에만 쓰며, 백업에서 복구할 때에는 그 사이 보관 기간이 지난 개인정보를 서비스 재개 전에 다시 파기합니다. 지운 백업도 파기 대장에 기록합니다.

## 5. 개인정보 처리의 위탁

학교는 원활한 업무를 위하여 다음과 같이 개인정보 처리 업무를 위탁합니다.

- 이메일 발송(접수 확인, 심사 결과, 비밀번호 재설정): 학교가 계약한 메일 발송 업체
- 파일 저장(사진, 제출 서류의 보관): 학교가 계약한 클라우드 저장소 업체

위탁 계약 시 위탁 업무 외 처리 금지, 안전성 확보조치, 재위탁 제한, 손해배상 책임에 관한 사항을 정하고 수탁자가 개인정보를 안전하게 처리하는지 감독합니다.

## 6. 개인정보의 국외 이전

${recaptcha.transfer.ko}- 파일 저장소: 학교가 해외 지역(리전)의 클라우드 저장소를 쓰는 경우, 사진과 제출 서류가 지원서를 보낼 때 그 지역의 서버로 전송되어 위 3항의 기간 동안 보관됩니다.

## 7. 정보주체의 권리·의무 및 행사 방법

정보주체는 학교에 자신의 개인정보 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다. 지원자는 "지원 현황 확인" 페이지에서 접수 번호, 이메일, 생년월일로 본인임을 확인하고 학교가 보관하는 정보를 바로 볼 수 있으며, 같은 곳에서 정정이나 삭제를 요청할 수 있습니다. 로그인한 학생은 확인 없이 볼 수 있습니다. 학교는 요청을 받은 날부터 10일 안에 답합니다. 아래 개인정보 보호책임자에게 서면, 전화, 이메일로 요구할 수도 있으며, 법정대리인이나 위임을 받은 사람을 통해서도 할 수 있습니다.

## 8. 만 14세 미만 아동의 개인정보

학교는 온라인으로 만 14세 미만 아동의 지원을 받지 않습니다. 생년월일이 만 14세 미만이면 지원서를 받지 않으며, 법정대리인의 동의가 필요하므로 학교로 직접 문의해 주시기 바랍니다.

## 9. 쿠키와 브라우저 저장소

- 언어 선택(NEXT_LOCALE 쿠키, 1년): 고른 언어로 사이트를 보여 주기 위해
- 로그인(payload-token 쿠키, 로그인 동안): 로그인 상태 유지. 로그인한 사용자의 이름과 유형은 브라우저 저장소(localStorage)에 두었다가 로그아웃하면 지웁니다.
- 팝업 닫기(브라우저 저장소): "오늘 하루 보지 않기"를 기억하기 위해
${recaptcha.cookie.ko}
브라우저 설정에서 쿠키를 거부하거나 지울 수 있습니다. 이 경우 언어 선택이 기억되지 않고 로그인을 할 수 없습니다. 광고나 방문 분석을 위한 쿠키는 쓰지 않습니다.

## 10. 개인정보의 안전성 확보조치

- 암호화: 주민등록번호·외국인등록번호·여권번호는 암호화하여 저장하고 목록에서는 가려서 표시합니다. 비밀번호는 일방향 암호화하며, 모든 통신은 HTTPS로 암호화합니다.
- 접근 통제: 지원서와 제출 서류는 관리자와 지원자 본인만 볼 수 있습니다.
- 접속 기록: 직원이 주민등록번호·외국인등록번호·여권번호 전체를 보거나 파일을 내려받거나 지원서를 승인·거절·삭제하면 누가, 언제, 어디서, 무엇을 했는지 기록하고 2년 이상 보관합니다.
- 로그인 보호: 반복된 로그인 실패는 잠시 차단합니다.

## 11. 개인정보 처리방침의 변경

이 개인정보 처리방침은 2026년 12월 1일부터 적용됩니다. 이전 개인정보 처리방침(2025년 3월 1일 ~ 2026년 11월 30일 적용)은 학교에 요청하면 받아 볼 수 있습니다.

## 12. 권익침해 구제 방법

개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(국번 없이 118, privacy.kisa.or.kr), 개인정보분쟁조정위원회(1833-6972, www.kopico.go.kr)에 할 수 있습니다.`,
      en: `The International Christian Seminary (the "school") publishes this privacy policy under Article 30 of the Personal Information Protection Act (PIPA) to protect your personal data and to handle your concerns promptly.

## 1. Why we process personal data

We process personal data for the purposes below; for any other purpose we ask for your consent again (PIPA Art. 18).

- Admissions: receiving and verifying applications, reviewing them, telling applicants the decision, giving student numbers and opening student accounts
- Enquiries: reading and answering messages sent with the contact form
- Student and professor accounts: signing in, resetting passwords, reading course materials

## 2. What we process

- Applications (required): name (Hangul and English), gender, date of birth, mobile, e-mail, address, photo, department, password
- Applications (optional): name in Chinese characters, age, last education, work, admission type and motive, documents (confession of faith, study plan, theological dissertation)
- Unique identifiers: the resident registration number (for applicants of another nationality the alien registration or passport number), only while a statute or decree allows it (the legal basis is shown on the form), stored encrypted.
- Sensitive data: church, office, denomination and years of faith (beliefs, PIPA Art. 23), processed only with a separate consent.
- Enquiries: name, e-mail, message
- Created automatically: the connecting IP address (for rate limits and security), sign-in records

## 3. How long we keep it

- Applications and their documents: three years after the admission decision; applications that are not approved are kept for a shorter time.
- Contact messages and copies of mail the school sent: for the period the school has set after they are handled
- Student accounts: while the student studies here and as the law requires

The exact periods are set in the school's administration settings; where a law requires a longer period, data is kept for that period.

## 4. How we destroy it

A destruction job looks every day for data past its retention period and destroys it without delay: database records are deleted beyond recovery, photos and documents are removed from the server and the file storage (every version), and the search index and mail copies go with them. Each run records the date, the kind and the number of records destroyed, without personal data, in a destruction register.

Against accidents the whole site is saved every day into an encrypted backup archive. Of these, one a day is kept for the last 7 days, one a week for the last 4 weeks and one a month for the last 6 months, and the rest are deleted automatically: personal data destroyed after its period may therefore remain in a backup for up to six months. Backups are used only to restore the site, and a restore destroys again, before the site serves anything, the data whose period ended in between. Deleted backups are recorded in the destruction register too.

## 5. Processors

- Sending e-mail (receipts, decisions, password resets): the mail delivery provider the school contracts
- Storing files (photos and documents): the cloud storage provider the school contracts

Our contracts forbid any other use, require safety measures, limit sub-processing and set liability; we supervise how the processors handle the data.

## 6. Transfers abroad

${recaptcha.transfer.en}- File storage: where the school uses a cloud storage region abroad, photos and documents are transferred to that region when an application is sent and kept there for the periods in section 3.

## 7. Your rights and how to use them

You may ask the school to show, correct, delete or stop processing your personal data. Applicants can see what the school holds on the "Application status" page, proving who they are with their reference, e-mail and date of birth, and ask there for a correction or deletion; signed-in students see it directly. The school answers within ten days of a request. You may also ask the privacy officer below in writing, by phone or by e-mail, yourself, through a legal representative or through someone you authorize.

## 8. Children under 14

We do not take applications from children under 14 online: an application with a date of birth under 14 years ago is refused, since a legal guardian's consent is needed; please contact the school directly.

## 9. Cookies and browser storage

- Language (NEXT_LOCALE cookie, one year): to show the site in the language you chose
- Sign-in (payload-token cookie, while signed in): to keep you signed in; the name and role of a signed-in user are kept in browser storage (localStorage) and removed at sign-out
- Pop-ups (browser storage): to remember "do not show again today"
${recaptcha.cookie.en}
You can refuse or delete cookies in your browser's settings; your language will then not be remembered and you cannot sign in. We use no advertising or analytics cookies.

## 10. Safety measures

- Encryption: resident, alien registration and passport numbers are stored encrypted and shown masked in lists; passwords are hashed; every connection uses HTTPS.
- Access control: applications and their files are open only to administrators and to the applicant.
- Access log: each time staff view a whole resident, alien registration or passport number, download a file, or approve, reject or delete an application, who did it, when, from where and to which record is logged and kept for at least two years.
- Sign-in protection: repeated failed sign-ins are blocked for a while.

## 11. Changes to this policy

This policy applies from 1 December 2026. The previous policy (applied from 1 March 2025 to 30 November 2026) is available from the school on request.

## 12. Remedies

For reports or advice about infringements, contact the Personal Information Infringement Report Center (118, privacy.kisa.or.kr) or the Personal Information Dispute Mediation Committee (1833-6972, www.kopico.go.kr).`,
    },
  }
}

/** The consent notices of the forms (cms/globals/consent-notices): purpose, items, retention, the right to refuse and its consequence. */
export function consentNotices(withRecaptcha = recaptchaOn()) {
  const recaptcha = recaptchaTexts(withRecaptcha)
  return {
    ko: {
      applicationPrivacy: `수집·이용 목적: 입학 지원서 접수, 본인 확인, 입학 심사와 결과 통지, 학번 부여와 학생 계정 개설
수집 항목: (필수) 이름(한글·영문), 성별, 생년월일, 휴대전화, 이메일, 주소, 사진, 지원 학과, 비밀번호 / (선택) 이름(한자), 나이, 최종 학력, 직장, 지원 구분과 동기, 제출 서류
보유 기간: 입학 결정 후 3년 (승인되지 않은 지원서는 그보다 짧게 보관한 뒤 파기)
동의를 거부할 권리: 동의하지 않을 수 있습니다. 다만 이 정보 없이는 지원서를 심사할 수 없으므로, 동의하지 않으면 지원서를 보낼 수 없습니다.`,
      applicationUniqueId: `처리 목적: 입학 지원자의 본인 확인과 학적 관리
처리 항목: 주민등록번호, 외국 국적자는 외국인등록번호 또는 여권번호 (암호화하여 보관)
보유 기간: 입학 결정 후 3년 (승인되지 않은 지원서는 그보다 짧게 보관한 뒤 파기)
동의를 거부할 권리: 동의하지 않을 수 있습니다. 다만 법령에 따라 학적에 필요한 정보이므로, 동의하지 않으면 지원서를 보낼 수 없습니다.`,
      applicationSensitive: `처리 목적: 신학교 입학 자격(교회 추천과 신앙 경력) 심사
처리 항목: 출석 교회와 위치, 직분, 교단, 신앙 연수 (사상·신념에 관한 민감정보, 개인정보 보호법 제23조)
보유 기간: 입학 결정 후 3년 (승인되지 않은 지원서는 그보다 짧게 보관한 뒤 파기)
동의를 거부할 권리: 동의하지 않을 수 있습니다. 다만 신앙 경력은 입학 심사의 필수 요건이므로, 동의하지 않으면 지원서를 보낼 수 없습니다.`,
      contactPrivacy: `수집·이용 목적: 문의 확인과 답변
수집 항목: 이름, 이메일, 문의 내용${recaptcha.contactItems.ko}
보유 기간: 답변 후 학교가 정한 기간이 지나면 파기
동의를 거부할 권리: 동의하지 않을 수 있습니다. 다만 동의하지 않으면 이 양식으로 문의를 보낼 수 없으며, 이메일이나 전화로 문의할 수 있습니다.`,
    },
    en: {
      applicationPrivacy: `Purpose: receiving and verifying your application, the admission review and its decision, the student number and student account
Items: (required) name (Hangul and English), gender, date of birth, mobile, e-mail, address, photo, department, password / (optional) name in Chinese characters, age, last education, work, admission type and motive, documents
Kept for: three years after the admission decision (applications not approved are destroyed sooner)
Your right to refuse: you may refuse. Without this data the application cannot be reviewed, so without this consent it cannot be sent.`,
      applicationUniqueId: `Purpose: verifying the applicant's identity and keeping the academic record
Item: resident registration number, or for applicants of another nationality the alien registration or passport number (stored encrypted)
Kept for: three years after the admission decision (applications not approved are destroyed sooner)
Your right to refuse: you may refuse. The academic record needs it by law, so without this consent the application cannot be sent.`,
      applicationSensitive: `Purpose: reviewing the admission requirements of a seminary (church recommendation and life of faith)
Items: church and its location, office, denomination, years of faith (sensitive data on beliefs, PIPA Art. 23)
Kept for: three years after the admission decision (applications not approved are destroyed sooner)
Your right to refuse: you may refuse. The life of faith is a requirement of admission, so without this consent the application cannot be sent.`,
      contactPrivacy: `Purpose: reading and answering your message
Items: name, e-mail, message${recaptcha.contactItems.en}
Kept for: destroyed after the period the school has set once the message is answered
Your right to refuse: you may refuse; the message then cannot be sent with this form, and you can write by e-mail or call instead.`,
    },
  }
}

/** The privacy settings of the demo school: an accredited school, which asks for the resident number on its legal basis. */
async function seedPrivacySettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'settings', overrideAccess: true, depth: 0 })
  if (current.privacy?.officerName) return
  const common = { askCitizenshipNo: true, officerPhone: '02-123-4568', officerEmail: 'privacy@icseminary.example' }
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'ko',
    overrideAccess: true,
    context: seedContext(),
    data: { privacy: { ...common, citizenshipNoLegalBasis: '고등교육법 시행령 제73조', officerName: '김보호', officerPosition: '교무처장' } },
  })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    overrideAccess: true,
    context: seedContext(),
    data: { privacy: { ...common, citizenshipNoLegalBasis: 'Enforcement Decree of the Higher Education Act, Art. 73', officerName: 'Bo-ho Kim', officerPosition: 'Dean of Academic Affairs' } },
  })
}

export async function seedConsentNotices(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'consent-notices', overrideAccess: true, depth: 0 })
  if (current.applicationPrivacy) return
  const notices = consentNotices()
  await payload.updateGlobal({ slug: 'consent-notices', locale: 'ko', overrideAccess: true, context: seedContext(), data: notices.ko })
  await payload.updateGlobal({ slug: 'consent-notices', locale: 'en', overrideAccess: true, context: seedContext(), data: notices.en })
}

export async function seedPrivacy(payload: Payload) {
  await seedPrivacySettings(payload)
  await seedConsentNotices(payload)
}

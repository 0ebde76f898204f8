import type { Field, TextFieldSingleValidation } from 'payload'

import { verificationCode } from '@/lib/seo/verification-code'

type Service = { name: string; label: { ko: string; en: string }; description: { ko: string; en: string } }

const SERVICES: Service[] = [
  {
    name: 'naverSiteVerification',
    label: { ko: '네이버 서치어드바이저', en: 'Naver Search Advisor' },
    description: { ko: '사이트 등록 → 소유확인 → HTML 태그에서 받은 태그나 content 값을 붙여 넣으세요.', en: 'Site registration → ownership → HTML tag: paste the tag or its content value.' },
  },
  {
    name: 'googleSiteVerification',
    label: { ko: 'Google 서치 콘솔', en: 'Google Search Console' },
    description: { ko: '소유권 확인 → HTML 태그에서 받은 태그나 content 값을 붙여 넣으세요.', en: 'Ownership verification → HTML tag: paste the tag or its content value.' },
  },
  {
    name: 'bingSiteVerification',
    label: { ko: 'Bing 웹마스터 도구', en: 'Bing Webmaster Tools' },
    description: { ko: '사이트 확인 → HTML 메타 태그(msvalidate.01)에서 받은 태그나 content 값을 붙여 넣으세요.', en: 'Site verification → HTML meta tag (msvalidate.01): paste the tag or its content value.' },
  },
  {
    name: 'daumWebmasterTool',
    label: { ko: 'Daum 웹마스터도구', en: 'Daum Webmaster Tool' },
    description: { ko: 'robots.txt 인증에서 받은 "#DaumWebMasterTool:…" 줄이나 그 뒤의 코드를 붙여 넣으세요. robots.txt에 들어갑니다.', en: 'Paste the "#DaumWebMasterTool:…" line from its robots.txt verification, or the code after it. It goes into robots.txt.' },
  },
]

const validCode: TextFieldSingleValidation = (value) =>
  !value || verificationCode(value) !== null || '코드를 알아볼 수 없습니다. 받은 태그나 코드를 그대로 붙여 넣어 주세요. / This code cannot be read: paste the tag or code as you received it.'

/** The codes search portals give to prove the site is the school's, pasted by staff: the tag or the code alone. */
export const siteVerificationFields: Field = {
  type: 'collapsible',
  label: { ko: '검색 사이트 등록', en: 'Search engine registration' },
  admin: { initCollapsed: true },
  fields: SERVICES.map(({ name, label, description }) => ({
    name,
    label,
    type: 'text',
    maxLength: 300,
    validate: validCode,
    // Payload runs field hooks before validation: only a readable code is reduced, so anything else is refused.
    hooks: { beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? (verificationCode(value) ?? value) : null)] },
    admin: { description },
  })),
}

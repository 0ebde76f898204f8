/** The fixed links of the header and the footer (docs/product.md "Layout"); their labels are in messages `header`/`footer`. */
export const PROFESSORS_PATH = '/department-guide/professor-introduction'
export const CONTACT_PATH = '/contact-us'

export const FOOTER_LINKS = [
  { key: 'greeting', href: '/school-guide/greeting-from-the-chairman' },
  { key: 'schedule', href: '/academic-information/academic-schedule' },
  { key: 'professors', href: PROFESSORS_PATH },
  { key: 'contact', href: CONTACT_PATH },
  { key: 'system', href: '/academic-information/academic-system' },
  { key: 'regulation', href: '/academic-information/academic-regulation' },
  { key: 'ministry', href: '/department-guide/ministry-of-ministry' },
] as const

/** The policies every page's footer links, the privacy policy first (PIPA Art. 30: easy to find, set apart). */
export const PRIVACY_POLICY_PATH = '/privacy-policy'
export const TERMS_PATH = '/terms-of-use'
/** The accessibility statement (웹 접근성 정책), with the way to report a barrier. */
export const ACCESSIBILITY_PATH = '/accessibility'

import type { Field, GlobalConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { staffAccess } from '../../access/roles'
import { revalidateGlobal } from '../../hooks/revalidate'

const DESCRIPTION = {
  ko: '목적, 항목, 보유 기간, 동의를 거부할 권리와 거부하면 어떻게 되는지를 적어 주세요. 저장할 때마다 새 버전이 남고, 지원서와 문의에는 동의한 버전 번호가 함께 저장됩니다.',
  en: 'State the purpose, the items, the retention period, the right to refuse and what refusing means. Every save keeps a new version; applications and messages store the number of the version agreed to.',
}

const notice = (name: string, ko: string, en: string): Field => ({
  name,
  label: { ko, en },
  type: 'textarea',
  localized: true,
  admin: { rows: 8, description: DESCRIPTION },
})

/**
 * The notices shown beside each consent box (PIPA Art. 15, 22, 23, 24-2). Versioned: every save is a
 * version Payload keeps, and the id of the newest one is stored with each consent, so the exact text
 * an applicant agreed to can be read later under 버전 (Versions).
 */
export const ConsentNotices: GlobalConfig = {
  slug: 'consent-notices',
  label: { ko: '개인정보 동의 안내', en: 'Consent notices' },
  // The versions tab stays (cms/admin/staff-admin-view.ts hides it elsewhere): it is where staff read the text an applicant agreed to.
  admin: { group: { ko: '사이트', en: 'Site' }, components: { views: { edit: { versions: { tab: { condition: () => true } } } } } },
  access: { read: anyone, update: staffAccess('consent-notices', 'update'), readVersions: staffAccess('consent-notices', 'read') },
  versions: { max: 0 },
  hooks: { afterChange: revalidateGlobal('consent-notices') },
  fields: [
    notice('applicationPrivacy', '지원서: 개인정보 수집·이용 (필수)', 'Application: collection and use (required)'),
    notice('applicationUniqueId', '지원서: 주민등록번호 처리', 'Application: resident registration number'),
    notice('applicationSensitive', '지원서: 민감정보(교회·신앙 이력) 처리', 'Application: sensitive data (church and faith history)'),
    notice('contactPrivacy', '문의: 개인정보 수집·이용 (필수)', 'Contact form: collection and use (required)'),
  ],
}

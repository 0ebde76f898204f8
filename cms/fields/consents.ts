import type { Field } from 'payload'

import { staffFieldAccess, type Area } from '../access/roles'

type Label = { ko: string; en: string }

export const CONSENT_LABELS = {
  privacy: { ko: '개인정보 수집·이용 동의', en: 'Collection and use' },
  uniqueId: { ko: '고유식별정보(주민등록번호·외국인등록번호·여권번호) 처리 동의', en: 'Unique identifier (resident, alien registration or passport number)' },
  sensitive: { ko: '민감정보(교회·신앙 이력) 처리 동의', en: 'Sensitive data (church and faith history)' },
} as const satisfies Record<string, Label>

/**
 * What a visitor agreed to on a form (PIPA Art. 15, 22): each box, the version of the consent notices
 * shown (cms/globals/consent-notices) and the moment. Written once by the form's handler; no one edits
 * it afterwards, and only the staff who read the form's collection read it.
 */
export function consentsField(area: Area, boxes: (keyof typeof CONSENT_LABELS)[]): Field {
  return {
    name: 'consents',
    type: 'group',
    label: { ko: '개인정보 동의', en: 'Consents' },
    access: { read: staffFieldAccess(area, 'read'), create: () => false, update: () => false },
    admin: { readOnly: true },
    fields: [
      ...boxes.map((box): Field => ({ name: box, label: CONSENT_LABELS[box], type: 'checkbox', defaultValue: false })),
      {
        name: 'noticeVersion',
        label: { ko: '동의 안내 버전', en: 'Notice version' },
        type: 'number',
        admin: {
          description: {
            ko: '사이트 › 개인정보 동의 안내 › 버전에서 이 번호의 문구를 볼 수 있습니다.',
            en: 'The text of this version: Site › Consent notices › Versions.',
          },
        },
      },
      { name: 'agreedAt', label: { ko: '동의 일시', en: 'Agreed at' }, type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  }
}

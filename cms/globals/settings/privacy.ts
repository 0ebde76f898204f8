import type { Field } from 'payload'

/**
 * Personal data settings (PIPA): whether the application form asks for the resident registration
 * number, which only a statute or decree allows (Art. 24-2), with the legal basis shown to applicants;
 * and the privacy officer the privacy policy names (Art. 30, 31). A group of its own, so its columns
 * carry the `privacy_` prefix.
 */
export const privacySettings: Field = {
  name: 'privacy',
  type: 'group',
  label: { ko: '개인정보 보호', en: 'Personal data' },
  fields: [
    {
      name: 'askCitizenshipNo',
      label: { ko: '지원서에서 주민등록번호를 받음', en: 'The application form asks for the resident registration number' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          ko: '법령에 근거가 있을 때만 켜세요(개인정보 보호법 제24조의2). 끄면 지원서에서 주민등록번호 칸과 그 동의가 사라지고, 생년월일로 지원자를 확인합니다.',
          en: 'Turn on only where a statute or decree allows it (PIPA Art. 24-2). Off: the field and its consent leave the form, and the date of birth identifies the applicant.',
        },
      },
    },
    {
      name: 'citizenshipNoLegalBasis',
      label: { ko: '주민등록번호 처리 근거 법령', en: 'Legal basis for the resident number' },
      type: 'text',
      localized: true,
      admin: {
        condition: (data) => Boolean(data?.privacy?.askCitizenshipNo),
        description: { ko: '지원자에게 보이는 문구입니다. 예: 고등교육법 시행령 제73조', en: 'Shown to applicants, e.g. Enforcement Decree of the Higher Education Act, Art. 73' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'officerName', label: { ko: '개인정보 보호책임자 이름', en: 'Privacy officer: name' }, type: 'text', localized: true },
        { name: 'officerPosition', label: { ko: '직위', en: 'Position' }, type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'officerPhone', label: { ko: '전화', en: 'Phone' }, type: 'text' },
        { name: 'officerEmail', label: { ko: '이메일', en: 'E-mail' }, type: 'email' },
      ],
    },
  ],
}

import type { Field, NumberField } from 'payload'

type Text = { ko: string; en: string }

const period = (name: string, label: Text, defaultValue: number, max: number, description: Text): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  defaultValue,
  // At least one: a zero, typed by mistake, would destroy everything at the next run.
  min: 1,
  max,
  admin: { description, step: 1 },
})

/**
 * How long the site keeps personal data before the destruction job (lib/retention/) destroys it, as the
 * privacy policy states (개인정보 보호법 제21조). Each period counts from the event its description names.
 */
export const retentionPeriodFields: Field = {
  name: 'retention',
  type: 'group',
  label: { ko: '개인정보 보관 기간', en: 'Personal data retention' },
  admin: {
    description: {
      ko: '기간이 지난 개인정보는 매일 새벽 자동으로 파기되고 "파기 대장"에 기록됩니다. 개인정보처리방침에 적은 기간과 같게 맞춰 주세요.',
      en: 'Personal data past its period is destroyed automatically every night and recorded in the destruction register. Keep these in step with the privacy policy.',
    },
  },
  fields: [
    period('approvedYears', { ko: '합격한 지원서 (년)', en: 'Approved applications (years)' }, 3, 50, {
      ko: '합격 결정일부터 셉니다. 지원서와 제출 서류·사진을 파기합니다. 학생 계정은 학업에 필요하므로 남깁니다.',
      en: 'Counted from the approval. The application, its documents and photo are destroyed; the student account stays, as studies need it.',
    }),
    period('rejectedYears', { ko: '불합격한 지원서 (년)', en: 'Rejected applications (years)' }, 1, 50, {
      ko: '불합격 결정일부터 셉니다. 지원서, 제출 서류·사진과 지원자 계정을 파기합니다.',
      en: 'Counted from the rejection. The application, its files and the applicant account are destroyed.',
    }),
    period('undecidedYears', { ko: '결정되지 않은 지원서 (년)', en: 'Undecided applications (years)' }, 1, 50, {
      ko: '접수일부터 셉니다. 합격도 불합격도 되지 않은 지원서와 그 파일, 승인 대기 계정을 파기합니다.',
      en: 'Counted from submission. Applications never approved nor rejected, their files and pending accounts are destroyed.',
    }),
    period('contactMonths', { ko: '문의 (개월)', en: 'Contact messages (months)' }, 12, 600, {
      ko: '문의가 들어온 날부터 셉니다.',
      en: 'Counted from the day the message arrived.',
    }),
    period('mailMonths', { ko: '보낸 메일 사본 (개월)', en: 'Copies of sent mail (months)' }, 6, 600, {
      ko: '메일 발송함의 사본입니다. 보낸 날부터 셉니다. 파기되는 지원서·문의에 관한 메일은 그때 함께 파기됩니다.',
      en: 'The copies in the mail outbox, counted from sending. Mails about a destroyed application or message go with it.',
    }),
  ],
}

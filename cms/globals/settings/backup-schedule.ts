import type { Field } from 'payload'

/** When the daily backup runs (cms/jobs/daily-backup.ts); how many archives are kept is in docs/operations.md. */
export const backupScheduleFields: Field = {
  name: 'backups',
  type: 'group',
  label: { ko: '백업', en: 'Backups' },
  admin: {
    description: {
      ko: '사이트 전체(데이터베이스, 파일)를 매일 암호화된 백업 파일로 저장합니다. 최근 7일, 4주, 6개월의 백업을 남기고 오래된 것은 지우며 파기 대장에 기록합니다.',
      en: 'The whole site (database, files) is saved daily into an encrypted archive. Archives of the last 7 days, 4 weeks and 6 months are kept; older ones are deleted and recorded in the destruction register.',
    },
  },
  fields: [
    {
      name: 'hour',
      label: { ko: '백업 시각 (0-23시, 서버 시간)', en: 'Backup hour (0-23, server time)' },
      type: 'number',
      required: true,
      defaultValue: 2,
      min: 0,
      max: 23,
      admin: { step: 1 },
    },
  ],
}

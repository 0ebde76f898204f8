import type { CollectionConfig, DateField } from 'payload'

import { publicReadStaffWrite } from '../../access/staff-rules'
import { localizedText } from '../../fields/localized-text'
import { revalidateOnChange } from '../../hooks/revalidate'
import { admissionRoundEndpoints } from './endpoints'
import { queueAnnouncement } from './queue-announcement'
import { keepAppliedRounds } from './keep-applied-rounds'
import { refuseBadSchedule } from './refuse-bad-schedule'

type Label = { ko: string; en: string }

const instant = (name: string, label: Label, description?: Label): DateField => ({
  name,
  label,
  type: 'date',
  required: true,
  index: true,
  admin: { date: { pickerAppearance: 'dayAndTime' }, description },
})

/**
 * An admission round (모집): its departments and places, the application period, the interview days, the instant the
 * results are announced and the enrolment period (docs/content-and-admin.md "The admission season"). The applications
 * sent while its period is open belong to it. Dates out of order, and a round overlapping another, are refused at the
 * field (./refuse-bad-schedule.ts); saving queues the announcement's mails for its instant (./queue-announcement.ts).
 */
export const AdmissionRounds: CollectionConfig = {
  slug: 'admission-rounds',
  labels: { singular: { ko: '모집', en: 'Admission round' }, plural: { ko: '모집 일정', en: 'Admission rounds' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'applicationOpensAt', 'applicationClosesAt', 'announcementAt'],
    group: { ko: '입학', en: 'Admissions' },
    description: {
      ko: '모집마다 학과별 모집 인원, 원서 접수 기간, 면접일, 합격자 발표 일시, 등록 기간을 정합니다. 모든 시각은 한국 시간입니다. 모집 기간(원서 접수 시작부터 등록 마감까지)은 다른 모집과 겹칠 수 없습니다.',
      en: 'Each round sets its places per department, the application period, the interview days, the announcement and the enrolment period, all in Korean time. A round (from the opening of applications to the close of enrolment) cannot overlap another.',
    },
  },
  defaultSort: '-applicationOpensAt',
  access: publicReadStaffWrite('admission-rounds'),
  endpoints: admissionRoundEndpoints,
  hooks: { beforeChange: [refuseBadSchedule], beforeDelete: [keepAppliedRounds], afterChange: [queueAnnouncement, ...revalidateOnChange('admission-rounds').afterChange], afterDelete: revalidateOnChange('admission-rounds').afterDelete },
  fields: [
    localizedText('name', { ko: '모집 이름', en: 'Name' }),
    {
      name: 'departments',
      label: { ko: '모집 학과와 인원', en: 'Departments and places' },
      labels: { singular: { ko: '학과', en: 'Department' }, plural: { ko: '학과', en: 'Departments' } },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'department', label: { ko: '학과', en: 'Department' }, type: 'relationship', relationTo: 'departments', required: true },
            { name: 'places', label: { ko: '모집 인원', en: 'Places' }, type: 'number', required: true, min: 1, max: 9999 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [instant('applicationOpensAt', { ko: '원서 접수 시작', en: 'Applications open' }), instant('applicationClosesAt', { ko: '원서 접수 마감', en: 'Applications close' })],
    },
    {
      name: 'interviewDays',
      label: { ko: '면접일', en: 'Interview days' },
      labels: { singular: { ko: '면접일', en: 'Interview day' }, plural: { ko: '면접일', en: 'Interview days' } },
      type: 'array',
      fields: [{ name: 'day', label: { ko: '날짜', en: 'Day' }, type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } }],
    },
    {
      name: 'whatToBring',
      label: { ko: '면접 준비물', en: 'What to bring to the interview' },
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: { description: { ko: '수험표에 한 줄에 하나씩 적힙니다. 예: 신분증', en: 'Printed on the admission ticket, one item a line. E.g. an identity card' } },
    },
    instant(
      'announcementAt',
      { ko: '합격자 발표 일시', en: 'Results announced at' },
      {
        ko: '이 시각(초 단위)부터 지원자의 합격 조회와 학생 화면에 결과가 보이고 안내 메일이 나갑니다. 그 전에는 결과가 있는지조차 보이지 않습니다.',
        en: 'From this second the applicants’ status lookup and student page show the results, and the mails go out. Before it nothing shows, not even that a result exists.',
      },
    ),
    {
      type: 'row',
      fields: [instant('enrolmentOpensAt', { ko: '등록 시작', en: 'Enrolment opens' }), instant('enrolmentClosesAt', { ko: '등록 마감', en: 'Enrolment closes' })],
    },
    // The tuition notice an admitted applicant reads on the status page during enrolment (lib/admissions/enrolment.ts).
    {
      type: 'row',
      fields: [
        { name: 'tuitionAmount', label: { ko: '등록금(원)', en: 'Tuition (KRW)' }, type: 'number', min: 0, max: 100_000_000 },
        { name: 'tuitionAccount', label: { ko: '입금 계좌', en: 'Bank account' }, type: 'text', maxLength: 200, admin: { description: { ko: '예: 우리은행 1005-123-456789 (예금주 한국신학교)', en: 'E.g. Woori Bank 1005-123-456789 (account holder)' } } },
      ],
    },
    {
      name: 'tuitionNotice',
      label: { ko: '등록 안내', en: 'Enrolment notice' },
      type: 'textarea',
      localized: true,
      maxLength: 4000,
      admin: { description: { ko: '합격자가 등록 기간에 조회 화면에서 읽습니다(입금 방법, 문의처 등).', en: 'What admitted applicants read on the status page during enrolment (how to pay, whom to ask).' } },
    },
    {
      name: 'promoteWaitlist',
      label: { ko: '추가 합격', en: 'Late offers' },
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/collections/admission-rounds/promote-waitlist#PromoteWaitlist' } },
    },
  ],
}

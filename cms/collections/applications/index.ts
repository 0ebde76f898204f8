import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import { staffFieldAccess } from '../../access/roles'
import { ownOrStaff, staffRules } from '../../access/staff-rules'
import { ADMIT_STATUSES, APPLICATION_STATES, DENOMINATIONS, GENDERS, ENROLMENT_STATES, MOTIVES, OFFICES, RESULT_MAIL_STATES, RESULTS, UNIQUE_ID_KIND_OPTIONS } from '../../../lib/registration/options'
import { UNIQUE_ID_FIELDS, UNIQUE_ID_RULES } from '../../../lib/registration/identifiers'
import { KOREA } from '../../../lib/registration/korea'
import { isNationality } from '../../../lib/registration/nationality'
import { isRealDate } from '../../../lib/registration/schema'
import { applicationEndpoints } from './endpoints'
import { askingComponents } from '../../admin/asking-components'
import { askAgainBefore } from '../../hooks/ask-again'
import { applicantName } from './hooks/applicant-name'
import { askAgainForPapers } from './hooks/ask-again-for-papers'
import { deleteApplicantFiles } from './hooks/delete-applicant-files'
import { encryptUniqueId } from './hooks/encrypt-unique-id'
import { consentsField } from '../../fields/consents'
import { logDeletion } from './hooks/log-deletion'
import { maskPhoneInLists } from './hooks/mask-phone-in-lists'
import { mailChangedResult, recordResultChange } from './hooks/record-result-change'
import { localeField } from '../../fields/locale'
import { staffReadHooks } from '../../hooks/staff-reads'

const reads = staffReadHooks({ list: 'listApplications', single: 'viewApplication', whose: (doc) => ({ application: { id: doc.id, reference: doc.reference } }) })

const optional = { required: false } as const
const decisionOnly = { create: staffFieldAccess('applications', 'decide'), update: () => false }
/** The round's result: the deciding staff only, even in reading; its applicant sees it through the status lookup, from the announcement on. */
const deciders = staffFieldAccess('applications', 'decide')
const staffOnly = { read: deciders, create: deciders, update: deciders }
/** Interviews are the work of whoever may change applications; the applicant reads theirs through the status lookup. */
const interviewAccess = { read: staffFieldAccess('applications', 'read'), create: staffFieldAccess('applications', 'update'), update: staffFieldAccess('applications', 'update') }

const dateText: TextFieldSingleValidation = (value) => !value || isRealDate(value) || 'YYYY-MM-DD'

const text = (name: string, ko: string, en: string, extra: Partial<Field> = optional): Field =>
  ({ name, label: { ko, en }, type: 'text', ...extra }) as Field

/** An admin's way to give an application a new identifier of one kind: never stored as typed (encryptUniqueId). */
function newUniqueId({ value: kind, label }: (typeof UNIQUE_ID_KIND_OPTIONS)[number]): Field {
  return {
    name: UNIQUE_ID_FIELDS[kind],
    label: { ko: `${label.ko} 변경`, en: `Replace with a ${label.en.toLowerCase()}` },
    type: 'text',
    virtual: true,
    access: { read: staffFieldAccess('applications', 'update'), create: staffFieldAccess('applications', 'update'), update: staffFieldAccess('applications', 'update') },
    validate: (value: unknown) => !value || (typeof value === 'string' && UNIQUE_ID_RULES[kind].shape(value)) || UNIQUE_ID_RULES[kind].format,
    admin: { description: { ko: '입력하면 암호화하여 저장합니다.', en: 'Stored encrypted when entered.' } },
  }
}

const APPLICANT_FILE = { components: { Field: '/cms/collections/applications/admin/applicant-file#ApplicantFile' } }

const document = (name: string, ko: string, en: string): Field => ({
  name,
  label: { ko, en },
  type: 'upload',
  relationTo: 'applicant-files',
  admin: APPLICANT_FILE,
})

/**
 * An application sent with the registration form (docs/product.md "Registration form"): every field, the faith rows, the private
 * files and the applicant's pending account. The unique identifier is stored encrypted; the
 * reference is given when it arrives; the review start, state, student number and rejection reason
 * change only through the Start review, Approve and Reject actions.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: { ko: '입학 지원서', en: 'Application' }, plural: { ko: '입학 지원서', en: 'Applications' } },
  admin: {
    useAsTitle: 'applicantName',
    defaultColumns: ['reference', 'examNumber', 'nameHangul', 'nameEnglish', 'email', 'department', 'state', 'result', 'studentNumber', 'createdAt'],
    listSearchableFields: ['reference', 'examNumber', 'nameHangul', 'nameEnglish', 'email', 'studentNumber'],
    group: { ko: '입학', en: 'Admissions' },
    components: { beforeListTable: ['/cms/collections/applications/admin/export-form#ApplicationsExportForm', '/cms/collections/applications/admin/exam-tickets-form#ExamTicketsForm'], ...askingComponents('applications') },
  },
  defaultSort: '-createdAt',
  // The 수험번호 is counted per round and department (lib/registration/exam-number.ts): unique within its round.
  indexes: [{ fields: ['round', 'examNumber'], unique: true }],
  // A lock record would carry the open application into each form-state request of its editor, a logged read every
  // few keystrokes (docs/content-and-admin.md "What the access log records"); decisions go through their buttons.
  lockDocuments: false,
  access: { ...staffRules('applications'), read: ownOrStaff('applications', 'user') },
  endpoints: applicationEndpoints,
  hooks: {
    beforeOperation: [askAgainBefore('delete'), ...reads.beforeOperation],
    beforeChange: [askAgainForPapers, encryptUniqueId, recordResultChange],
    afterChange: [mailChangedResult],
    afterDelete: [deleteApplicantFiles, logDeletion],
    afterOperation: reads.afterOperation,
  },
  fields: [
    {
      name: 'state',
      label: { ko: '상태', en: 'State' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: APPLICATION_STATES.map((option) => ({ ...option })),
      access: decisionOnly,
      admin: { position: 'sidebar' },
    },
    text('reference', '접수 번호', 'Reference', { unique: true, access: decisionOnly, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'round', label: { ko: '모집', en: 'Admission round' }, type: 'relationship', relationTo: 'admission-rounds', index: true, access: decisionOnly, admin: { position: 'sidebar', readOnly: true } },
    text('examNumber', '수험번호', 'Exam number', { index: true, access: decisionOnly, admin: { position: 'sidebar', readOnly: true } }),
    // Set one by one here, or for many at once from the list (select, then 편집: 면접 일시, 면접 장소).
    {
      name: 'interviewAt',
      label: { ko: '면접 일시', en: 'Interview' },
      type: 'date',
      index: true,
      access: interviewAccess,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: { ko: '한국 시간. 일시와 장소가 정해지면 지원자가 수험표를 인쇄할 수 있습니다.', en: 'Korean time. Once the time and place are set, the applicant can print the admission ticket.' } },
    },
    text('interviewPlace', '면접 장소', 'Interview place', { maxLength: 200, access: interviewAccess, admin: { position: 'sidebar' } }),
    {
      name: 'result',
      label: { ko: '전형 결과', en: 'Result' },
      type: 'select',
      options: RESULTS.map((option) => ({ ...option })),
      index: true,
      access: staffOnly,
      admin: {
        position: 'sidebar',
        description: {
          ko: '합격자 발표 일시 전에는 지원자에게 보이지 않습니다. 발표 뒤에 바꾸면 사유가 필요합니다.',
          en: 'Not shown to the applicant before the round’s announcement. A change after it needs a reason.',
        },
      },
    },
    {
      name: 'waitlistRank',
      label: { ko: '예비 순위', en: 'Waiting-list rank' },
      type: 'number',
      min: 1,
      access: staffOnly,
      admin: { position: 'sidebar', condition: (data) => data?.result === 'waitlist' },
    },
    {
      name: 'resultChangeReason',
      label: { ko: '결과 변경 사유', en: 'Reason for the change' },
      type: 'textarea',
      virtual: true,
      maxLength: 2000,
      access: staffOnly,
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.round) },
    },
    {
      name: 'enrolment',
      label: { ko: '등록', en: 'Enrolment' },
      type: 'select',
      options: ENROLMENT_STATES.map((option) => ({ ...option })),
      index: true,
      // Set by the applicant's answer and the office's 입금 확인 only (lib/admissions/enrolment.ts).
      access: decisionOnly,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.result === 'pass' },
    },
    {
      name: 'enrolmentDeadline',
      label: { ko: '등록 마감(추가 합격)', en: 'Enrolment deadline (late offer)' },
      type: 'date',
      access: decisionOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, condition: (data) => Boolean(data?.enrolmentDeadline) },
    },
    {
      name: 'enrolmentActions',
      label: { ko: '등록 처리', en: 'Enrolment' },
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/collections/applications/admin/enrolment-actions#EnrolmentActions' } },
    },
    { name: 'resultMail', type: 'select', options: RESULT_MAIL_STATES.map((option) => ({ ...option })), defaultValue: 'due', index: true, hidden: true, access: { create: () => false, update: () => false } },
    // The process sending the result mail now, and since when (lib/admissions/result-mail.ts); an abandoned claim is taken over.
    { name: 'resultMailClaim', type: 'text', hidden: true, access: { create: () => false, update: () => false } },
    {
      name: 'applicantView',
      label: { ko: '지원자 화면', en: 'Applicant view' },
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/collections/applications/admin/applicant-view#ApplicantView' } },
    },
    {
      name: 'reviewStartedAt',
      label: { ko: '심사 시작 일시', en: 'Review started at' },
      type: 'date',
      access: decisionOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'decision',
      label: { ko: '승인 처리', en: 'Decision' },
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/collections/applications/admin/application-decision#ApplicationDecision' } },
    },
    text('studentNumber', '학번', 'Student number', { unique: true, access: decisionOnly, admin: { position: 'sidebar', readOnly: true, components: { Cell: '/cms/collections/applications/admin/student-number-cell#StudentNumberCell' } } }),
    {
      name: 'rejectionReason',
      label: { ko: '거절 사유', en: 'Reason for rejection' },
      type: 'textarea',
      access: decisionOnly,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.state === 'rejected' },
    },
    { name: 'decidedAt', label: { ko: '처리 일시', en: 'Decided at' }, type: 'date', access: decisionOnly, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'user', label: { ko: '지원자 계정', en: 'Applicant account' }, type: 'relationship', relationTo: 'users', index: true, access: decisionOnly, admin: { position: 'sidebar' } },
    localeField({ ko: '지원자 언어', en: 'Applicant language' }, { admin: { position: 'sidebar' } }),
    // The title (useAsTitle, a stored field: Payload refuses a virtual one): a foreign applicant may have no Hangul name.
    text('applicantName', '지원자', 'Applicant', { admin: { hidden: true }, hooks: { beforeChange: [applicantName] } }),
    {
      type: 'collapsible',
      label: { ko: '인적 사항', en: 'Personal information' },
      fields: [
        {
          type: 'row',
          fields: [
            text('nameHangul', '이름 (한글)', 'Name (Hangul)', { maxLength: 50 }),
            text('nameChinese', '이름 (한자)', 'Name (Chinese characters)', { maxLength: 50 }),
            text('nameEnglish', '이름 (영문)', 'Name (English)', { required: true, maxLength: 100 }),
          ],
        },
        {
          name: 'nationality',
          label: { ko: '국적', en: 'Nationality' },
          type: 'text',
          required: true,
          defaultValue: KOREA,
          validate: (value: unknown) => (typeof value === 'string' && isNationality(value)) || 'ISO 3166-1 alpha-2 (KR, US, …)',
          admin: { description: { ko: 'ISO 3166-1 두 글자 국가 코드 (KR, US, …)', en: 'ISO 3166-1 two-letter country code (KR, US, …)' } },
        },
        // The one unique identifier an application holds, whichever its kind: the columns keep the resident number's
        // names, which they had before foreign applicants gave a passport or alien registration number instead.
        {
          name: 'uniqueIdKind',
          label: { ko: '고유식별번호 종류', en: 'Kind of identifier' },
          type: 'select',
          options: UNIQUE_ID_KIND_OPTIONS.map((option) => ({ ...option })),
          admin: { readOnly: true },
        },
        {
          name: 'citizenshipNoMasked',
          label: { ko: '고유식별번호', en: 'Identifier' },
          type: 'text',
          admin: { readOnly: true },
        },
        {
          name: 'citizenshipNoFull',
          label: { ko: '고유식별번호 (전체)', en: 'Identifier (full)' },
          type: 'ui',
          admin: { disableListColumn: true, components: { Field: '/cms/collections/applications/admin/citizenship-number#CitizenshipNumber' } },
        },
        ...UNIQUE_ID_KIND_OPTIONS.map(newUniqueId),
        { name: 'citizenshipNoEncrypted', type: 'text', hidden: true },
        {
          type: 'row',
          fields: [
            { name: 'age', label: { ko: '나이', en: 'Age' }, type: 'number', min: 1, max: 120 },
            { name: 'gender', label: { ko: '성별', en: 'Gender' }, type: 'select', required: true, options: GENDERS.map((option) => ({ ...option })) },
            text('dob', '생년월일', 'Date of birth', { required: true, validate: dateText }),
          ],
        },
        {
          type: 'row',
          fields: [
            text('mobile', '휴대전화', 'Mobile', { required: true, maxLength: 20, hooks: { afterRead: [maskPhoneInLists] } }),
            { name: 'email', label: { ko: '이메일', en: 'E-mail' }, type: 'email', required: true, index: true },
          ],
        },
        text('address', '주소', 'Address', { required: true, maxLength: 300 }),
        { name: 'photo', label: { ko: '사진', en: 'Photo' }, type: 'upload', relationTo: 'applicant-files', required: true, admin: APPLICANT_FILE },
      ],
    },
    {
      type: 'collapsible',
      label: { ko: '학력과 직장', en: 'Education and work' },
      fields: [
        {
          type: 'row',
          fields: [
            text('lastEducationStart', '최종 학력 시작일', 'Last education from', { validate: dateText }),
            text('lastEducationEnd', '최종 학력 종료일', 'Last education until', { validate: dateText }),
          ],
        },
        {
          type: 'row',
          fields: [
            text('lastSchoolName', '학교', 'School', { maxLength: 100 }),
            text('lastEducationDepartment', '학과', 'Department', { maxLength: 100 }),
            text('lastEducationSpecial', '전공', 'Specialty', { maxLength: 100 }),
          ],
        },
        {
          type: 'row',
          fields: [
            text('jobCompany', '직장', 'Company', { maxLength: 100 }),
            text('jobPosition', '직위', 'Position', { maxLength: 100 }),
          ],
        },
        text('jobAddress', '직장 주소', 'Company address', { maxLength: 300 }),
      ],
    },
    {
      type: 'collapsible',
      label: { ko: '지원 사항', en: 'Application' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'admitStatus', label: { ko: '지원 구분', en: 'Admission type' }, type: 'select', options: ADMIT_STATUSES.map((option) => ({ ...option })) },
            { name: 'department', label: { ko: '지원 학과', en: 'Department' }, type: 'relationship', relationTo: 'departments', required: true, index: true },
            { name: 'motive', label: { ko: '지원 동기', en: 'Motive' }, type: 'select', options: MOTIVES.map((option) => ({ ...option })) },
          ],
        },
      ],
    },
    {
      name: 'faiths',
      label: { ko: '신앙 생활', en: 'Life of faith' },
      labels: { singular: { ko: '교회', en: 'Church' }, plural: { ko: '교회', en: 'Churches' } },
      type: 'array',
      minRows: 1,
      maxRows: 20,
      fields: [
        {
          type: 'row',
          fields: [
            text('name', '교회 이름', 'Church', { required: true, maxLength: 100 }),
            text('location', '위치', 'Location', { maxLength: 200 }),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'office', label: { ko: '직분', en: 'Office' }, type: 'select', options: OFFICES.map((option) => ({ ...option })) },
            { name: 'denomination', label: { ko: '교단', en: 'Denomination' }, type: 'select', options: DENOMINATIONS.map((option) => ({ ...option })) },
            text('yearOfFaith', '신앙 연수', 'Years of faith', { maxLength: 20 }),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { ko: '제출 서류', en: 'Documents' },
      fields: [
        document('confessionOfFaithFile', '신앙 고백서', 'Confession of faith'),
        document('studyPlan', '학업 계획서', 'Study plan'),
        document('theologicalDissertationFile', '신학 논문', 'Theological dissertation'),
      ],
    },
    consentsField('applications', ['privacy', 'uniqueId', 'sensitive']),
  ],
}

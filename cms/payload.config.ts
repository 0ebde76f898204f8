import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { requiredSecrets } from '../lib/env/secrets'
import { staffKeyValueStore } from './access/internal-collections'
import { restrictPayloadOwnCollections } from '../upstream-workarounds/payload-access/payload-own-collections'
import { logPostgresPoolErrors } from '../upstream-workarounds/payload-postgres/postgres-pool-errors'
import { STAFF_DATE_TIME } from './admin/staff-admin-view'
import { KOREAN_WORDING } from './admin/korean-wording'
import { STAFF_TIME_ZONES } from './admin/schedule/time-zone'
import { uploadFieldLabels } from './admin/upload-field-labels'
import { replicateUploads } from './replicate-uploads'
import { schoolConventions } from './conventions'
import { adminTranslations } from './admin-translations'
import { AcademicEvents } from './collections/academic-events'
import { AccessLog } from './collections/access-log'
import { AdmissionCounselling } from './collections/admission-counselling'
import { ApplicantFiles } from './collections/applicant-files'
import { Captions } from './collections/captions'
import { Applications } from './collections/applications'
import { ArticlePublications } from './collections/article-publications'
import { RightsRecords } from './collections/rights-records'
import { ContactMessages } from './collections/contact-messages'
import { PrivacyRequests } from './collections/privacy-requests'
import { Departments } from './collections/departments'
import { DestructionRegister } from './collections/destruction-register'
import { Downloads } from './collections/downloads'
import { Faqs } from './collections/faqs'
import { Files } from './collections/files'
import { FooterBanners } from './collections/footer-banners'
import { Galleries } from './collections/galleries'
import { ImportReports } from './collections/legacy-import/import-reports'
import { LegacyRecords } from './collections/legacy-import/legacy-records'
import { MailOutbox } from './collections/mail-outbox'
import { Media } from './collections/media'
import { Menus } from './collections/menus'
import { News } from './collections/news'
import { OfflineSeminars } from './collections/offline-seminars'
import { Popups } from './collections/popups'
import { Professors } from './collections/professors'
import { AdmissionRounds } from './collections/admission-rounds'
import { SampleLectures } from './collections/sample-lectures'
import { SearchEntries } from './collections/search-entries'
import { Socials } from './collections/socials'
import { StaticPages } from './collections/static-pages'
import { StudentNumberCounters } from './collections/student-number-counters'
import { SubMenus } from './collections/sub-menus'
import { SubjectGroups } from './collections/subject-groups'
import { AcademicRegulation, DepartmentOfMissiology, DepartmentOfPastoralMusic, MinistryOfMinistry } from './collections/tab-items'
import { Users } from './collections/users'
import { SECOND_FACTOR_ERROR } from './collections/users/hooks/second-factor'
import { PROOF_REQUIRED_ERROR } from './access/recent-proof'
import { OWN_UNLOCK_ERROR } from './collections/users/hooks/unlock'
import { APPLIED_ROUND_ERROR } from './collections/admission-rounds/keep-applied-rounds'
import { WeeklyNews } from './collections/weekly-news'
import { databaseAdapter } from './db'
import { schoolEmailAdapter } from './email/adapter'
import { ConsentNotices } from './globals/consent-notices'
import { Settings } from './globals/settings'
import { jobs } from './jobs'
import { objectStorage } from './object-storage'
import { keepFieldErrors } from './hooks/field-errors'
import { loggerConfig } from '../lib/logging/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: requiredSecrets().payloadSecret,
  serverURL: process.env.SITE_URL || '',
  routes: { api: '/cms-api', admin: '/admin', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · 관리자' },
    dateFormat: STAFF_DATE_TIME,
    timezones: STAFF_TIME_ZONES,
    // Gravatar asks a third party for a picture by the e-mail's hash, and the CSP blocks it anyway.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    components: {
      beforeDashboard: ['/cms/admin/dashboard/setup-checklist#SetupChecklist', '/cms/admin/dashboard/work-to-do#WorkToDo', '/cms/admin/dashboard/round-progress#RoundProgress', '/cms/admin/dashboard/backup-state#BackupState', '/cms/admin/dashboard/access-review#AccessReview'],
      providers: ['/upstream-workarounds/payload-admin/english-notices#EnglishNotices', '/cms/admin/session-timeout#SessionTimeout', '/cms/admin/ask-again#AskAgain'],
      views: {
        // Payload's sign-in form has no place for the second factor's code.
        login: { Component: '/cms/admin/sign-in/sign-in-view#SignInView' },
        secondFactor: { Component: '/cms/admin/sign-in/enrollment-view#EnrollmentView', path: '/second-factor' },
        passwordChange: { Component: '/cms/admin/sign-in/password-change-view#PasswordChangeView', path: '/change-password' },
      },
    },
  },
  graphQL: { disable: true },
  logger: loggerConfig(),
  i18n: {
    supportedLanguages: { ko, en },
    fallbackLanguage: 'ko',
    translations: { ko: KOREAN_WORDING, en: adminTranslations.en },
  },
  localization: {
    locales: [
      { code: 'ko', label: '한국어' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'ko',
    fallback: true,
  },
  collections: [
    Users,
    Menus,
    SubMenus,
    StaticPages,
    AcademicEvents,
    News,
    OfflineSeminars,
    WeeklyNews,
    ArticlePublications,
    Downloads,
    AdmissionCounselling,
    AcademicRegulation,
    MinistryOfMinistry,
    DepartmentOfMissiology,
    DepartmentOfPastoralMusic,
    SubjectGroups,
    Professors,
    Faqs,
    Galleries,
    SampleLectures,
    Popups,
    Socials,
    FooterBanners,
    Departments,
    AdmissionRounds,
    Media,
    Captions,
    Files,
    ContactMessages,
    MailOutbox,
    DestructionRegister,
    Applications,
    ApplicantFiles,
    PrivacyRequests,
    StudentNumberCounters,
    SearchEntries,
    AccessLog,
    ImportReports,
    LegacyRecords,
    RightsRecords,
  ],
  globals: [Settings, ConsentNotices],
  db: databaseAdapter,
  jobs,
  kv: staffKeyValueStore(),
  email: schoolEmailAdapter(),
  sharp,
  plugins: [schoolConventions, objectStorage(), uploadFieldLabels, replicateUploads],
  upload: { limits: { fileSize: 100 * 1024 * 1024 } },
  hooks: { afterError: [keepFieldErrors] },
  // A sign-in without its second factor's code is an everyday refusal, logged like a wrong password
  // (Payload's type names only its own errors; it looks up any error's name).
  loggingLevels: { [SECOND_FACTOR_ERROR]: 'info', [PROOF_REQUIRED_ERROR]: 'info', [OWN_UNLOCK_ERROR]: 'info', [APPLIED_ROUND_ERROR]: 'info' } as Record<string, 'info'>,
  onInit: (payload) => {
    // First: a restart of PostgreSQL would otherwise end the process (upstream-workarounds/payload-postgres/).
    logPostgresPoolErrors(payload)
    restrictPayloadOwnCollections(payload)
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

/** The HTTP contract of docs/api.md: every shape /api returns, shared by handlers, pages and tests. */

import type { ApplicationState } from '../registration/options'

export type { Locale } from '../../i18n/routing'

export type ItemEnvelope<T> = { data: T }
export type ListEnvelope<T> = { data: T[] }

export type PageMeta = {
  current_page: number
  last_page: number
  per_page: number
  total: number
  from: number | null
  to: number | null
}
export type PageLinks = { first: string; last: string; prev: string | null; next: string | null }
export type Paginated<T> = { data: T[]; meta: PageMeta }
export type PageEnvelope<T> = Paginated<T> & { links: PageLinks }

export type ErrorBody = { message: string; errors?: Record<string, string[]> }

export type SubMenu = { id: number; name: string; slug: string; route: string }
export type Menu = { id: number; name: string; slug: string; sub_menus: SubMenu[] }
export type MenuPage = { title: string; description: string; meta_title: string; meta_description: string }
export type StaticPage = { title: string; content: string }

export type Settings = {
  home_video: string
  home_poster: string
  school_name: string
  school_message: string
  street: string
  city: string
  postal_code: string
  phone: string
  email: string
}

export type NewsItem = {
  slug: string
  title: string
  summary: string
  cover: string
  thumbs: string
  created_at_raw: string
  content?: string
  /** Only on an item asked for in English that has no English title: its title is in Korean. */
  lang?: 'ko'
}

/** A button link staff chose: a site path (`/student-registration`, without the language prefix) or a full URL. */
export type ContentLink = { label: string; url: string }
export type Popup = { id: number; content: string; top: number; left: number; link: ContentLink | null }
/** `lang: 'ko'` marks an item asked for in English whose title is only in Korean. */
export type HomeSeminar = { id: number; title: string; preview_image: string; lang?: 'ko' }
export type OfflineSeminar = HomeSeminar & { content: string }
export type Post = { id: number; title: string; content: string; lang?: 'ko' }
export type TabItem = Post
export type Download = Post & { file_path: string }
export type Counselling = { id: number; question: string; answer: string }
export type Faq = Counselling

export type Professor = {
  id: number
  name: string
  photo: string | null
  details: string
  details_image: string | null
  address: string | null
  subject: { name: string }
}
export type ProfessorGroups = Record<string, Professor[]>

export type GalleryImage = { image: string; thumbs: string; alt: string }
export type Gallery = { id: number; slug: string; name: string; description: string; images: GalleryImage[]; lang?: 'ko' }

export type SampleLecture = { id: number; title: string; video: string; thumbs: string }
export type Social = { id: number; name: string; url: string; class: string }
export type FooterBanner = { id: number; link: string; image: string }
export type Department = { id: number; name: string }
export type Statistics = { students: number; professors: number; departments: number; news: number }
export type RegistrationOpen = { open: boolean; starts_at: string | null; ends_at: string | null }

/** GET /api/user: the account a token signs in. */
/** `idle_ends_in`: seconds until a staff session ends unused (lib/auth/idle-sessions.ts); null for accounts whose session ends only with its token. */
export type SignedInUser = { id: number; name: string; email: string; type: 'student' | 'professor' | 'editor' | 'admissions' | 'admin'; idle_ends_in: number | null }

/** POST /api/user/refresh: the session's new token (its lifetime starts again) and, for staff, the seconds until it ends unused. */
export type RefreshedSession = { token: string; idle_ends_in: number | null }

/** A private file an applicant sent, with a link that lets them (and admins) download it. */
export type ApplicantFileLink = { name: string; url: string }
/** Where an application stands, in the applicant's words: received, under review, approved, rejected. */
export type ApplicationStatusCode = 'received' | 'reviewing' | 'approved' | 'rejected'
/** A round's result for one application (합격, 불합격, 예비 with its rank), shown from the announced second on. */
/** An applicant's interview: its instant and place. */
export type ExamInterview = { at: string; place: string }

export type ApplicationResult = { code: 'pass' | 'fail'; waitlist_rank?: undefined } | { code: 'waitlist'; waitlist_rank: number | null }
/**
 * Where an admitted applicant's enrolment stands: `none` until they answer, then confirmed or declined, and paid once the
 * office confirmed the tuition (with it the student number). `closes_at` is a late offer's own deadline when it has one;
 * `can_answer` whether POST /api/registration/enrolment takes an answer now.
 */
export type EnrolmentFacts = {
  state: 'none' | 'confirmed' | 'declined' | 'paid'
  opens_at: string
  closes_at: string
  can_answer: boolean
  tuition: { amount: number | null; account: string | null; notice: string | null }
}
/**
 * POST /api/registration/status: `student_number` once approved, `reason` once rejected; the 수험번호 and the instant
 * the round's results come out (null without a round); `result` only from that instant on (absent before, decided or not).
 */
export type ApplicationStatus = {
  reference: string | null
  status: ApplicationStatusCode
  submitted_at: string
  student_number?: string
  reason?: string
  exam_number: string | null
  results_at: string | null
  result?: ApplicationResult
  /** For an admitted applicant (result 합격, revealed): enrolment, its period and the round's tuition notice. */
  enrolment?: EnrolmentFacts
  /** The interview once staff set its time and place, with the signed link of the 수험표 (a PDF); null before. */
  interview: (ExamInterview & { ticket_url: string }) | null
  /** The round's interview days (YYYY-MM-DD), so that the page can say when the 수험표 will be ready. */
  interview_days: string[]
  documents: ApplicantStatusFile[]
}
/** A file of the status lookup, with the document it was sent as (`title`, the form's label in the request's language). */
export type ApplicantStatusFile = ApplicantFileLink & { title: string }
export type StudentFaithRow = { name: string; location: string | null; office: string | null; denomination: string | null; year_of_faith: string | null }

/**
 * What /student shows: everything the applicant sent (the unique identifier masked, under its kind's name, the other
 * two ''), the state and the decision. `nationality` is ISO 3166-1 alpha-2; `mobile` E.164 (`+821012345678`).
 */
export type StudentApplication = {
  id: number
  state: ApplicationState
  student_number: string | null
  rejection_reason: string | null
  submitted_at: string
  decided_at: string | null
  nationality: string
  exam_number: string | null
  results_at: string | null
  /** As in ApplicationStatus: only from the announced second on. */
  result?: ApplicationResult
  name_hangul: string
  name_chinese: string | null
  name_english: string
  citizenship_no: string
  alien_registration_no: string
  passport_no: string
  age: number | null
  gender: 'male' | 'female'
  mobile: string
  email: string
  dob: string
  address: string
  last_education_start: string | null
  last_education_end: string | null
  last_school_name: string | null
  last_education_department: string | null
  last_education_special: string | null
  job_company: string | null
  job_position: string | null
  job_address: string | null
  admit_status: '0' | '1' | '2' | null
  department: { id: number; name: string } | null
  motive: string | null
  faiths: StudentFaithRow[]
  photo: ApplicantFileLink | null
  confention_faith_file: ApplicantFileLink | null
  study_plan: ApplicantFileLink | null
  theological_dissertation_file: ApplicantFileLink | null
}

/** What the applicant agreed to on the form, as stored with the application. */
export type HeldConsents = { privacy: boolean; unique_id: boolean; sensitive: boolean; notice_version: number | null; agreed_at: string | null }
/** A correction or deletion request the applicant sent, and the date the school answers by. */
export type PrivacyRequestSummary = { id: number; kind: 'correction' | 'deletion'; state: 'open' | 'answered'; created_at: string; answer_by: string }
/** POST /api/registration/my-data: everything the school holds about the applicant (PIPA Art. 35). */
export type HeldPersonalData = {
  reference: string | null
  status: ApplicationStatusCode
  application: StudentApplication
  consents: HeldConsents
  requests: PrivacyRequestSummary[]
}
/** POST /api/registration/privacy-requests: the stored request. */
export type PrivacyRequestCreated = PrivacyRequestSummary

/** POST /api/register: the new application, its reference and its state. */
/**
 * What became of the receipt mail, as the applicant is told: `sent` over SMTP, `kept` in the outbox
 * only (no mail server configured; it goes out when staff send it), `failed` (the mail server refused it).
 */
export type ReceiptMail = 'sent' | 'kept' | 'failed'
/** POST /api/register, 201: the application's id, reference and state, what became of the receipt mail and the sentence that says so. */
export type RegisterCreated = { id: number; reference: string; status: 'pending'; mail: ReceiptMail; message: string }

/** The kinds of content site search finds. */
export type SearchKind = 'news' | 'page' | 'static_page' | 'seminar' | 'weekly_news' | 'article' | 'download' | 'faq' | 'counselling' | 'professor'
/** GET /api/search: one found page, its excerpt plain text around the first match. */
export type SearchResult = { type: SearchKind; title: string; url: string; excerpt: string }

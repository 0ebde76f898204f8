/** The admission pages of the site's own code (not the CMS's menu pages), without the language prefix (i18n/navigation.ts adds it). */
export const REGISTRATION_PATH = '/student-registration'
/** Where an applicant follows an application: linked from the admissions menu, its pages, the form, the receipt and its mail. */
export const APPLICATION_STATUS_PATH = '/student-registration/status'

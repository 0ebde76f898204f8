import * as migration_20261122_042602_initial from './20261122_042602_initial';
import * as migration_20261122_151754_contact_messages_and_mail_outbox from './20261122_151754_contact_messages_and_mail_outbox';
import * as migration_20261122_152525_applications from './20261122_152525_applications';
import * as migration_20261123_202100_popup_button_link from './20261123_202100_popup_button_link';
import * as migration_20261124_004956_home_poster from './20261124_004956_home_poster';
import * as migration_20261124_175325_application_reference_and_review from './20261124_175325_application_reference_and_review';
import * as migration_20261124_175828_upload_prefixes from './20261124_175828_upload_prefixes';
import * as migration_20261124_180821_site_search_index from './20261124_180821_site_search_index';
import * as migration_20261125_025353_gallery_photos_bulk_upload from './20261125_025353_gallery_photos_bulk_upload';
import * as migration_20261126_203000_search_without_spaces from './20261126_203000_search_without_spaces';
import * as migration_20261126_204803_site_verification from './20261126_204803_site_verification';
import * as migration_20261126_212917_sharing_picture from './20261126_212917_sharing_picture';
import * as migration_20261127_063806_scheduled_publishing_and_english_listing from './20261127_063806_scheduled_publishing_and_english_listing';
import * as migration_20261127_073430_privacy_calendar_and_access from './20261127_073430_privacy_calendar_and_access';
import * as migration_20261127_090223_index_due_posts from './20261127_090223_index_due_posts';
import * as migration_20261127_235014_legacy_import from './20261127_235014_legacy_import';
import * as migration_20261128_000433_backups from './20261128_000433_backups';
import * as migration_20261128_002220_contact_topic from './20261128_002220_contact_topic';
import * as migration_20261128_010846_staff_sign_in from './20261128_010846_staff_sign_in';
import * as migration_20261128_033309_staff_records from './20261128_033309_staff_records';
import * as migration_20261128_065021_staff_idle_sessions from './20261128_065021_staff_idle_sessions';
import * as migration_20261128_065029_captions from './20261128_065029_captions';
import * as migration_20261128_094607_second_factor_again from './20261128_094607_second_factor_again';
import * as migration_20261128_104828_passkeys from './20261128_104828_passkeys';
import * as migration_20261207_051443_staff_acts_and_reads_logged from './20261207_051443_staff_acts_and_reads_logged';
import * as migration_20261207_094941_departments_old_code_and_revalidation from './20261207_094941_departments_old_code_and_revalidation';
import * as migration_20261207_095247_staff_roles from './20261207_095247_staff_roles';
import * as migration_20261207_095457_foreign_applicants from './20261207_095457_foreign_applicants';
import * as migration_20261207_095710_admission_rounds from './20261207_095710_admission_rounds';
import * as migration_20261207_105654_exam_tickets from './20261207_105654_exam_tickets';
import * as migration_20261207_110323_enrolment from './20261207_110323_enrolment';
import * as migration_20261207_132426_result_mail_claim from './20261207_132426_result_mail_claim';
import * as migration_20261207_164307_applicant_name from './20261207_164307_applicant_name';
import * as migration_20261207_170000_mobile_e164 from './20261207_170000_mobile_e164';

export const migrations = [
  {
    up: migration_20261122_042602_initial.up,
    down: migration_20261122_042602_initial.down,
    name: '20261122_042602_initial',
  },
  {
    up: migration_20261122_151754_contact_messages_and_mail_outbox.up,
    down: migration_20261122_151754_contact_messages_and_mail_outbox.down,
    name: '20261122_151754_contact_messages_and_mail_outbox',
  },
  {
    up: migration_20261122_152525_applications.up,
    down: migration_20261122_152525_applications.down,
    name: '20261122_152525_applications',
  },
  {
    up: migration_20261123_202100_popup_button_link.up,
    down: migration_20261123_202100_popup_button_link.down,
    name: '20261123_202100_popup_button_link',
  },
  {
    up: migration_20261124_004956_home_poster.up,
    down: migration_20261124_004956_home_poster.down,
    name: '20261124_004956_home_poster',
  },
  {
    up: migration_20261124_175325_application_reference_and_review.up,
    down: migration_20261124_175325_application_reference_and_review.down,
    name: '20261124_175325_application_reference_and_review',
  },
  {
    up: migration_20261124_175828_upload_prefixes.up,
    down: migration_20261124_175828_upload_prefixes.down,
    name: '20261124_175828_upload_prefixes',
  },
  {
    up: migration_20261124_180821_site_search_index.up,
    down: migration_20261124_180821_site_search_index.down,
    name: '20261124_180821_site_search_index',
  },
  {
    up: migration_20261125_025353_gallery_photos_bulk_upload.up,
    down: migration_20261125_025353_gallery_photos_bulk_upload.down,
    name: '20261125_025353_gallery_photos_bulk_upload',
  },
  {
    up: migration_20261126_203000_search_without_spaces.up,
    down: migration_20261126_203000_search_without_spaces.down,
    name: '20261126_203000_search_without_spaces',
  },
  {
    up: migration_20261126_204803_site_verification.up,
    down: migration_20261126_204803_site_verification.down,
    name: '20261126_204803_site_verification',
  },
  {
    up: migration_20261126_212917_sharing_picture.up,
    down: migration_20261126_212917_sharing_picture.down,
    name: '20261126_212917_sharing_picture',
  },
  {
    up: migration_20261127_063806_scheduled_publishing_and_english_listing.up,
    down: migration_20261127_063806_scheduled_publishing_and_english_listing.down,
    name: '20261127_063806_scheduled_publishing_and_english_listing',
  },
  {
    up: migration_20261127_073430_privacy_calendar_and_access.up,
    down: migration_20261127_073430_privacy_calendar_and_access.down,
    name: '20261127_073430_privacy_calendar_and_access',
  },
  {
    up: migration_20261127_090223_index_due_posts.up,
    down: migration_20261127_090223_index_due_posts.down,
    name: '20261127_090223_index_due_posts',
  },
  {
    up: migration_20261127_235014_legacy_import.up,
    down: migration_20261127_235014_legacy_import.down,
    name: '20261127_235014_legacy_import',
  },
  {
    up: migration_20261128_000433_backups.up,
    down: migration_20261128_000433_backups.down,
    name: '20261128_000433_backups',
  },
  {
    up: migration_20261128_002220_contact_topic.up,
    down: migration_20261128_002220_contact_topic.down,
    name: '20261128_002220_contact_topic',
  },
  {
    up: migration_20261128_010846_staff_sign_in.up,
    down: migration_20261128_010846_staff_sign_in.down,
    name: '20261128_010846_staff_sign_in',
  },
  {
    up: migration_20261128_033309_staff_records.up,
    down: migration_20261128_033309_staff_records.down,
    name: '20261128_033309_staff_records',
  },
  {
    up: migration_20261128_065021_staff_idle_sessions.up,
    down: migration_20261128_065021_staff_idle_sessions.down,
    name: '20261128_065021_staff_idle_sessions',
  },
  {
    up: migration_20261128_065029_captions.up,
    down: migration_20261128_065029_captions.down,
    name: '20261128_065029_captions',
  },
  {
    up: migration_20261128_094607_second_factor_again.up,
    down: migration_20261128_094607_second_factor_again.down,
    name: '20261128_094607_second_factor_again',
  },
  {
    up: migration_20261128_104828_passkeys.up,
    down: migration_20261128_104828_passkeys.down,
    name: '20261128_104828_passkeys',
  },
  {
    up: migration_20261207_051443_staff_acts_and_reads_logged.up,
    down: migration_20261207_051443_staff_acts_and_reads_logged.down,
    name: '20261207_051443_staff_acts_and_reads_logged',
  },
  {
    up: migration_20261207_094941_departments_old_code_and_revalidation.up,
    down: migration_20261207_094941_departments_old_code_and_revalidation.down,
    name: '20261207_094941_departments_old_code_and_revalidation',
  },
  {
    up: migration_20261207_095247_staff_roles.up,
    down: migration_20261207_095247_staff_roles.down,
    name: '20261207_095247_staff_roles',
  },
  {
    up: migration_20261207_095457_foreign_applicants.up,
    down: migration_20261207_095457_foreign_applicants.down,
    name: '20261207_095457_foreign_applicants',
  },
  {
    up: migration_20261207_095710_admission_rounds.up,
    down: migration_20261207_095710_admission_rounds.down,
    name: '20261207_095710_admission_rounds',
  },
  {
    up: migration_20261207_105654_exam_tickets.up,
    down: migration_20261207_105654_exam_tickets.down,
    name: '20261207_105654_exam_tickets',
  },
  {
    up: migration_20261207_110323_enrolment.up,
    down: migration_20261207_110323_enrolment.down,
    name: '20261207_110323_enrolment',
  },
  {
    up: migration_20261207_132426_result_mail_claim.up,
    down: migration_20261207_132426_result_mail_claim.down,
    name: '20261207_132426_result_mail_claim',
  },
  {
    up: migration_20261207_164307_applicant_name.up,
    down: migration_20261207_164307_applicant_name.down,
    name: '20261207_164307_applicant_name'
  },
  {
    up: migration_20261207_170000_mobile_e164.up,
    down: migration_20261207_170000_mobile_e164.down,
    name: '20261207_170000_mobile_e164',
  },
];

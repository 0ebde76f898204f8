import * as migration_20261122_042552_initial from './20261122_042552_initial';
import * as migration_20261122_151740_contact_messages_and_mail_outbox from './20261122_151740_contact_messages_and_mail_outbox';
import * as migration_20261122_152511_applications from './20261122_152511_applications';
import * as migration_20261123_202036_popup_button_link from './20261123_202036_popup_button_link';
import * as migration_20261124_004946_home_poster from './20261124_004946_home_poster';
import * as migration_20261124_175314_application_reference_and_review from './20261124_175314_application_reference_and_review';
import * as migration_20261124_175804_upload_prefixes from './20261124_175804_upload_prefixes';
import * as migration_20261124_180811_site_search_index from './20261124_180811_site_search_index';
import * as migration_20261125_025332_gallery_photos_bulk_upload from './20261125_025332_gallery_photos_bulk_upload';
import * as migration_20261126_203000_search_without_spaces from './20261126_203000_search_without_spaces';
import * as migration_20261126_204725_site_verification from './20261126_204725_site_verification';
import * as migration_20261126_212849_sharing_picture from './20261126_212849_sharing_picture';
import * as migration_20261127_063656_scheduled_publishing_and_english_listing from './20261127_063656_scheduled_publishing_and_english_listing';
import * as migration_20261127_073401_privacy_calendar_and_access from './20261127_073401_privacy_calendar_and_access';
import * as migration_20261127_234958_legacy_import from './20261127_234958_legacy_import';
import * as migration_20261128_000428_backups from './20261128_000428_backups';
import * as migration_20261128_002140_contact_topic from './20261128_002140_contact_topic';
import * as migration_20261128_010821_staff_sign_in from './20261128_010821_staff_sign_in';
import * as migration_20261128_033255_staff_records from './20261128_033255_staff_records';
import * as migration_20261128_064916_staff_idle_sessions from './20261128_064916_staff_idle_sessions';
import * as migration_20261128_064929_captions from './20261128_064929_captions';
import * as migration_20261128_094555_second_factor_again from './20261128_094555_second_factor_again';
import * as migration_20261128_104817_passkeys from './20261128_104817_passkeys';
import * as migration_20261207_051428_staff_acts_and_reads_logged from './20261207_051428_staff_acts_and_reads_logged';
import * as migration_20261207_094922_departments_old_code_and_revalidation from './20261207_094922_departments_old_code_and_revalidation';
import * as migration_20261207_095213_staff_roles from './20261207_095213_staff_roles';
import * as migration_20261207_095304_foreign_applicants from './20261207_095304_foreign_applicants';
import * as migration_20261207_104834_admission_rounds from './20261207_104834_admission_rounds';
import * as migration_20261207_105638_exam_tickets from './20261207_105638_exam_tickets';
import * as migration_20261207_110251_enrolment from './20261207_110251_enrolment';
import * as migration_20261207_132317_result_mail_claim from './20261207_132317_result_mail_claim';
import * as migration_20261207_164256_applicant_name from './20261207_164256_applicant_name';
import * as migration_20261207_170000_mobile_e164 from './20261207_170000_mobile_e164';

export const migrations = [
  {
    up: migration_20261122_042552_initial.up,
    down: migration_20261122_042552_initial.down,
    name: '20261122_042552_initial',
  },
  {
    up: migration_20261122_151740_contact_messages_and_mail_outbox.up,
    down: migration_20261122_151740_contact_messages_and_mail_outbox.down,
    name: '20261122_151740_contact_messages_and_mail_outbox',
  },
  {
    up: migration_20261122_152511_applications.up,
    down: migration_20261122_152511_applications.down,
    name: '20261122_152511_applications',
  },
  {
    up: migration_20261123_202036_popup_button_link.up,
    down: migration_20261123_202036_popup_button_link.down,
    name: '20261123_202036_popup_button_link',
  },
  {
    up: migration_20261124_004946_home_poster.up,
    down: migration_20261124_004946_home_poster.down,
    name: '20261124_004946_home_poster',
  },
  {
    up: migration_20261124_175314_application_reference_and_review.up,
    down: migration_20261124_175314_application_reference_and_review.down,
    name: '20261124_175314_application_reference_and_review',
  },
  {
    up: migration_20261124_175804_upload_prefixes.up,
    down: migration_20261124_175804_upload_prefixes.down,
    name: '20261124_175804_upload_prefixes',
  },
  {
    up: migration_20261124_180811_site_search_index.up,
    down: migration_20261124_180811_site_search_index.down,
    name: '20261124_180811_site_search_index',
  },
  {
    up: migration_20261125_025332_gallery_photos_bulk_upload.up,
    down: migration_20261125_025332_gallery_photos_bulk_upload.down,
    name: '20261125_025332_gallery_photos_bulk_upload',
  },
  {
    up: migration_20261126_203000_search_without_spaces.up,
    down: migration_20261126_203000_search_without_spaces.down,
    name: '20261126_203000_search_without_spaces',
  },
  {
    up: migration_20261126_204725_site_verification.up,
    down: migration_20261126_204725_site_verification.down,
    name: '20261126_204725_site_verification',
  },
  {
    up: migration_20261126_212849_sharing_picture.up,
    down: migration_20261126_212849_sharing_picture.down,
    name: '20261126_212849_sharing_picture',
  },
  {
    up: migration_20261127_063656_scheduled_publishing_and_english_listing.up,
    down: migration_20261127_063656_scheduled_publishing_and_english_listing.down,
    name: '20261127_063656_scheduled_publishing_and_english_listing',
  },
  {
    up: migration_20261127_073401_privacy_calendar_and_access.up,
    down: migration_20261127_073401_privacy_calendar_and_access.down,
    name: '20261127_073401_privacy_calendar_and_access',
  },
  {
    up: migration_20261127_234958_legacy_import.up,
    down: migration_20261127_234958_legacy_import.down,
    name: '20261127_234958_legacy_import',
  },
  {
    up: migration_20261128_000428_backups.up,
    down: migration_20261128_000428_backups.down,
    name: '20261128_000428_backups',
  },
  {
    up: migration_20261128_002140_contact_topic.up,
    down: migration_20261128_002140_contact_topic.down,
    name: '20261128_002140_contact_topic',
  },
  {
    up: migration_20261128_010821_staff_sign_in.up,
    down: migration_20261128_010821_staff_sign_in.down,
    name: '20261128_010821_staff_sign_in',
  },
  {
    up: migration_20261128_033255_staff_records.up,
    down: migration_20261128_033255_staff_records.down,
    name: '20261128_033255_staff_records',
  },
  {
    up: migration_20261128_064916_staff_idle_sessions.up,
    down: migration_20261128_064916_staff_idle_sessions.down,
    name: '20261128_064916_staff_idle_sessions',
  },
  {
    up: migration_20261128_064929_captions.up,
    down: migration_20261128_064929_captions.down,
    name: '20261128_064929_captions',
  },
  {
    up: migration_20261128_094555_second_factor_again.up,
    down: migration_20261128_094555_second_factor_again.down,
    name: '20261128_094555_second_factor_again',
  },
  {
    up: migration_20261128_104817_passkeys.up,
    down: migration_20261128_104817_passkeys.down,
    name: '20261128_104817_passkeys',
  },
  {
    up: migration_20261207_051428_staff_acts_and_reads_logged.up,
    down: migration_20261207_051428_staff_acts_and_reads_logged.down,
    name: '20261207_051428_staff_acts_and_reads_logged',
  },
  {
    up: migration_20261207_094922_departments_old_code_and_revalidation.up,
    down: migration_20261207_094922_departments_old_code_and_revalidation.down,
    name: '20261207_094922_departments_old_code_and_revalidation',
  },
  {
    up: migration_20261207_095213_staff_roles.up,
    down: migration_20261207_095213_staff_roles.down,
    name: '20261207_095213_staff_roles',
  },
  {
    up: migration_20261207_095304_foreign_applicants.up,
    down: migration_20261207_095304_foreign_applicants.down,
    name: '20261207_095304_foreign_applicants',
  },
  {
    up: migration_20261207_104834_admission_rounds.up,
    down: migration_20261207_104834_admission_rounds.down,
    name: '20261207_104834_admission_rounds',
  },
  {
    up: migration_20261207_105638_exam_tickets.up,
    down: migration_20261207_105638_exam_tickets.down,
    name: '20261207_105638_exam_tickets',
  },
  {
    up: migration_20261207_110251_enrolment.up,
    down: migration_20261207_110251_enrolment.down,
    name: '20261207_110251_enrolment',
  },
  {
    up: migration_20261207_132317_result_mail_claim.up,
    down: migration_20261207_132317_result_mail_claim.down,
    name: '20261207_132317_result_mail_claim',
  },
  {
    up: migration_20261207_164256_applicant_name.up,
    down: migration_20261207_164256_applicant_name.down,
    name: '20261207_164256_applicant_name'
  },
  {
    up: migration_20261207_170000_mobile_e164.up,
    down: migration_20261207_170000_mobile_e164.down,
    name: '20261207_170000_mobile_e164',
  },
];

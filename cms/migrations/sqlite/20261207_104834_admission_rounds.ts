import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // An edit lock on a window goes with it.
  await db.run(sql`DELETE FROM \`payload_locked_documents_rels\` WHERE registration_windows_id IS NOT NULL;`)
  await db.run(sql`CREATE TABLE \`admission_rounds_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`department_id\` integer NOT NULL,
  	\`places\` numeric NOT NULL,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_rounds\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_rounds_departments_order_idx\` ON \`admission_rounds_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_departments_parent_id_idx\` ON \`admission_rounds_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_departments_department_idx\` ON \`admission_rounds_departments\` (\`department_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_rounds_interview_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_rounds\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_rounds_interview_days_order_idx\` ON \`admission_rounds_interview_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_interview_days_parent_id_idx\` ON \`admission_rounds_interview_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_rounds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_opens_at\` text NOT NULL,
  	\`application_closes_at\` text NOT NULL,
  	\`announcement_at\` text NOT NULL,
  	\`enrolment_opens_at\` text NOT NULL,
  	\`enrolment_closes_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_rounds_application_opens_at_idx\` ON \`admission_rounds\` (\`application_opens_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_application_closes_at_idx\` ON \`admission_rounds\` (\`application_closes_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_announcement_at_idx\` ON \`admission_rounds\` (\`announcement_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_enrolment_opens_at_idx\` ON \`admission_rounds\` (\`enrolment_opens_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_enrolment_closes_at_idx\` ON \`admission_rounds\` (\`enrolment_closes_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_updated_at_idx\` ON \`admission_rounds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_rounds_created_at_idx\` ON \`admission_rounds\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admission_rounds_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_rounds\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_rounds_locales_locale_parent_id_unique\` ON \`admission_rounds_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`menus_id\` integer,
  	\`sub_menus_id\` integer,
  	\`static_pages_id\` integer,
  	\`academic_events_id\` integer,
  	\`news_id\` integer,
  	\`offline_seminars_id\` integer,
  	\`weekly_news_id\` integer,
  	\`article_publications_id\` integer,
  	\`downloads_id\` integer,
  	\`admission_counselling_id\` integer,
  	\`academic_regulation_id\` integer,
  	\`ministry_of_ministry_id\` integer,
  	\`department_of_missiology_id\` integer,
  	\`department_of_pastoral_music_id\` integer,
  	\`subject_groups_id\` integer,
  	\`professors_id\` integer,
  	\`faqs_id\` integer,
  	\`galleries_id\` integer,
  	\`sample_lectures_id\` integer,
  	\`popups_id\` integer,
  	\`socials_id\` integer,
  	\`footer_banners_id\` integer,
  	\`departments_id\` integer,
  	\`admission_rounds_id\` integer,
  	\`media_id\` integer,
  	\`captions_id\` integer,
  	\`files_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`destruction_register_id\` integer,
  	\`applicant_files_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`student_number_counters_id\` integer,
  	\`search_entries_id\` integer,
  	\`access_log_id\` integer,
  	\`import_reports_id\` integer,
  	\`legacy_records_id\` integer,
  	\`rights_records_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sub_menus_id\`) REFERENCES \`sub_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`static_pages_id\`) REFERENCES \`static_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_events_id\`) REFERENCES \`academic_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offline_seminars_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`weekly_news_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_publications_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_counselling_id\`) REFERENCES \`admission_counselling\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_regulation_id\`) REFERENCES \`academic_regulation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministry_of_ministry_id\`) REFERENCES \`ministry_of_ministry\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`department_of_missiology_id\`) REFERENCES \`department_of_missiology\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`department_of_pastoral_music_id\`) REFERENCES \`department_of_pastoral_music\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subject_groups_id\`) REFERENCES \`subject_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professors_id\`) REFERENCES \`professors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_lectures_id\`) REFERENCES \`sample_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`socials_id\`) REFERENCES \`socials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_banners_id\`) REFERENCES \`footer_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_rounds_id\`) REFERENCES \`admission_rounds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`destruction_register_id\`) REFERENCES \`destruction_register\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_number_counters_id\`) REFERENCES \`student_number_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_id\`) REFERENCES \`access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_reports_id\`) REFERENCES \`import_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legacy_records_id\`) REFERENCES \`legacy_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rights_records_id\`) REFERENCES \`rights_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  // The new table's column has no counterpart in the old one (drizzle-kit copies it all the same).
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "admission_rounds_id", "media_id", "captions_id", "files_id", "mail_outbox_id", "destruction_register_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id", "rights_records_id") SELECT "id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", NULL, "media_id", "captions_id", "files_id", "mail_outbox_id", "destruction_register_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id", "rights_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sub_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`sub_menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_static_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`static_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_events_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offline_seminars_id_idx\` ON \`payload_locked_documents_rels\` (\`offline_seminars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weekly_news_id_idx\` ON \`payload_locked_documents_rels\` (\`weekly_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`article_publications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_counselling_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_counselling_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_regulation_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_regulation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ministry_of_ministry_id_idx\` ON \`payload_locked_documents_rels\` (\`ministry_of_ministry_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_department_of_missiology_i_idx\` ON \`payload_locked_documents_rels\` (\`department_of_missiology_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_department_of_pastoral_mus_idx\` ON \`payload_locked_documents_rels\` (\`department_of_pastoral_music_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subject_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`subject_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_professors_id_idx\` ON \`payload_locked_documents_rels\` (\`professors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_lectures_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_lectures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_socials_id_idx\` ON \`payload_locked_documents_rels\` (\`socials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_rounds_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_rounds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captions_id_idx\` ON \`payload_locked_documents_rels\` (\`captions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_destruction_register_id_idx\` ON \`payload_locked_documents_rels\` (\`destruction_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_number_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`student_number_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`import_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_records_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rights_records_id_idx\` ON \`payload_locked_documents_rels\` (\`rights_records_id\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`round_id\` integer REFERENCES admission_rounds(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`exam_number\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`result\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`waitlist_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`result_mail\` text DEFAULT 'due';`)
  await db.run(sql`CREATE INDEX \`applications_round_idx\` ON \`applications\` (\`round_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_exam_number_idx\` ON \`applications\` (\`exam_number\`);`)
  await db.run(sql`CREATE INDEX \`applications_result_idx\` ON \`applications\` (\`result\`);`)
  await db.run(sql`CREATE INDEX \`applications_result_mail_idx\` ON \`applications\` (\`result_mail\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`round_examNumber_idx\` ON \`applications\` (\`round_id\`,\`exam_number\`);`)
  await windowsBecomeRounds(db)
  await db.run(sql`DROP TABLE \`registration_windows\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`payload_locked_documents_rels\` WHERE admission_rounds_id IS NOT NULL;`)
  await db.run(sql`CREATE TABLE \`registration_windows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`registration_windows_starts_at_idx\` ON \`registration_windows\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`registration_windows_ends_at_idx\` ON \`registration_windows\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`registration_windows_updated_at_idx\` ON \`registration_windows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registration_windows_created_at_idx\` ON \`registration_windows\` (\`created_at\`);`)
  await roundsBecomeWindows(db)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`reference\` text,
  	\`review_started_at\` text,
  	\`student_number\` text,
  	\`rejection_reason\` text,
  	\`decided_at\` text,
  	\`user_id\` integer,
  	\`locale\` text DEFAULT 'ko',
  	\`name_hangul\` text,
  	\`name_chinese\` text,
  	\`name_english\` text NOT NULL,
  	\`nationality\` text DEFAULT 'KR' NOT NULL,
  	\`unique_id_kind\` text,
  	\`citizenship_no_masked\` text,
  	\`citizenship_no_encrypted\` text,
  	\`age\` numeric,
  	\`gender\` text NOT NULL,
  	\`dob\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`last_education_start\` text,
  	\`last_education_end\` text,
  	\`last_school_name\` text,
  	\`last_education_department\` text,
  	\`last_education_special\` text,
  	\`job_company\` text,
  	\`job_position\` text,
  	\`job_address\` text,
  	\`admit_status\` text,
  	\`department_id\` integer NOT NULL,
  	\`motive\` text,
  	\`confession_of_faith_file_id\` integer,
  	\`study_plan_id\` integer,
  	\`theological_dissertation_file_id\` integer,
  	\`consents_privacy\` integer DEFAULT false,
  	\`consents_unique_id\` integer DEFAULT false,
  	\`consents_sensitive\` integer DEFAULT false,
  	\`consents_notice_version\` numeric,
  	\`consents_agreed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`confession_of_faith_file_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`study_plan_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`theological_dissertation_file_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", "name_hangul", "name_chinese", "name_english", "nationality", "unique_id_kind", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at") SELECT "id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", "name_hangul", "name_chinese", "name_english", "nationality", "unique_id_kind", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`DROP TABLE \`admission_rounds_departments\`;`)
  await db.run(sql`DROP TABLE \`admission_rounds_interview_days\`;`)
  await db.run(sql`DROP TABLE \`admission_rounds_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_rounds\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`applications_state_idx\` ON \`applications\` (\`state\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_reference_idx\` ON \`applications\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_student_number_idx\` ON \`applications\` (\`student_number\`);`)
  await db.run(sql`CREATE INDEX \`applications_user_idx\` ON \`applications\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_email_idx\` ON \`applications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`applications_photo_idx\` ON \`applications\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_department_idx\` ON \`applications\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_confession_of_faith_file_idx\` ON \`applications\` (\`confession_of_faith_file_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_study_plan_idx\` ON \`applications\` (\`study_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_theological_dissertation_file_idx\` ON \`applications\` (\`theological_dissertation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`menus_id\` integer,
  	\`sub_menus_id\` integer,
  	\`static_pages_id\` integer,
  	\`academic_events_id\` integer,
  	\`news_id\` integer,
  	\`offline_seminars_id\` integer,
  	\`weekly_news_id\` integer,
  	\`article_publications_id\` integer,
  	\`downloads_id\` integer,
  	\`admission_counselling_id\` integer,
  	\`academic_regulation_id\` integer,
  	\`ministry_of_ministry_id\` integer,
  	\`department_of_missiology_id\` integer,
  	\`department_of_pastoral_music_id\` integer,
  	\`subject_groups_id\` integer,
  	\`professors_id\` integer,
  	\`faqs_id\` integer,
  	\`galleries_id\` integer,
  	\`sample_lectures_id\` integer,
  	\`popups_id\` integer,
  	\`socials_id\` integer,
  	\`footer_banners_id\` integer,
  	\`departments_id\` integer,
  	\`registration_windows_id\` integer,
  	\`media_id\` integer,
  	\`captions_id\` integer,
  	\`files_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`destruction_register_id\` integer,
  	\`applicant_files_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`student_number_counters_id\` integer,
  	\`search_entries_id\` integer,
  	\`access_log_id\` integer,
  	\`import_reports_id\` integer,
  	\`legacy_records_id\` integer,
  	\`rights_records_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sub_menus_id\`) REFERENCES \`sub_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`static_pages_id\`) REFERENCES \`static_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_events_id\`) REFERENCES \`academic_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offline_seminars_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`weekly_news_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_publications_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_counselling_id\`) REFERENCES \`admission_counselling\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_regulation_id\`) REFERENCES \`academic_regulation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministry_of_ministry_id\`) REFERENCES \`ministry_of_ministry\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`department_of_missiology_id\`) REFERENCES \`department_of_missiology\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`department_of_pastoral_music_id\`) REFERENCES \`department_of_pastoral_music\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subject_groups_id\`) REFERENCES \`subject_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professors_id\`) REFERENCES \`professors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_lectures_id\`) REFERENCES \`sample_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`socials_id\`) REFERENCES \`socials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_banners_id\`) REFERENCES \`footer_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registration_windows_id\`) REFERENCES \`registration_windows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`destruction_register_id\`) REFERENCES \`destruction_register\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_number_counters_id\`) REFERENCES \`student_number_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_id\`) REFERENCES \`access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_reports_id\`) REFERENCES \`import_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legacy_records_id\`) REFERENCES \`legacy_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rights_records_id\`) REFERENCES \`rights_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  // The new table's column has no counterpart in the old one (drizzle-kit copies it all the same).
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "captions_id", "files_id", "mail_outbox_id", "destruction_register_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id", "rights_records_id") SELECT "id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", NULL, "media_id", "captions_id", "files_id", "mail_outbox_id", "destruction_register_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id", "rights_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sub_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`sub_menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_static_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`static_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_events_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offline_seminars_id_idx\` ON \`payload_locked_documents_rels\` (\`offline_seminars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weekly_news_id_idx\` ON \`payload_locked_documents_rels\` (\`weekly_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`article_publications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_counselling_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_counselling_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_regulation_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_regulation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ministry_of_ministry_id_idx\` ON \`payload_locked_documents_rels\` (\`ministry_of_ministry_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_department_of_missiology_i_idx\` ON \`payload_locked_documents_rels\` (\`department_of_missiology_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_department_of_pastoral_mus_idx\` ON \`payload_locked_documents_rels\` (\`department_of_pastoral_music_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subject_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`subject_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_professors_id_idx\` ON \`payload_locked_documents_rels\` (\`professors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_lectures_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_lectures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_socials_id_idx\` ON \`payload_locked_documents_rels\` (\`socials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registration_windows_id_idx\` ON \`payload_locked_documents_rels\` (\`registration_windows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captions_id_idx\` ON \`payload_locked_documents_rels\` (\`captions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_destruction_register_id_idx\` ON \`payload_locked_documents_rels\` (\`destruction_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_number_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`student_number_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`import_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_records_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rights_records_id_idx\` ON \`payload_locked_documents_rels\` (\`rights_records_id\`);`)
}

/**
 * The registration windows become admission rounds (same ids, the name as the Korean name, the window as the application
 * period). What a window did not have is set for the office to check: the announcement a week after the close, enrolment
 * from the day after it for a week, no interview days and no departments. Each application sent within a window keeps
 * it as its round, and gets its 수험번호 in the order it arrived per department (the counters carry on from there), after
 * its department's two-digit code, else its old code, else its number (as lib/registration/create-application.ts does).
 */
async function windowsBecomeRounds(db: MigrateUpArgs['db']) {
  await db.run(sql`INSERT INTO \`admission_rounds\` (id, application_opens_at, application_closes_at, announcement_at, enrolment_opens_at, enrolment_closes_at, updated_at, created_at)
    SELECT id, starts_at, ends_at,
      strftime('%Y-%m-%dT%H:%M:%fZ', ends_at, '+7 days'), strftime('%Y-%m-%dT%H:%M:%fZ', ends_at, '+8 days'), strftime('%Y-%m-%dT%H:%M:%fZ', ends_at, '+15 days'),
      updated_at, created_at
    FROM \`registration_windows\`;`)
  await db.run(sql`INSERT INTO \`admission_rounds_locales\` (name, _locale, _parent_id) SELECT name, 'ko', id FROM \`registration_windows\`;`)
  await db.run(sql`UPDATE \`applications\` SET round_id = (
      SELECT w.id FROM \`registration_windows\` w WHERE applications.created_at >= w.starts_at AND applications.created_at < w.ends_at ORDER BY w.starts_at LIMIT 1
    );`)
  await db.run(sql`UPDATE \`applications\` SET exam_number = numbered.exam_number FROM (
      SELECT a.id, COALESCE(NULLIF(d.code, ''), NULLIF(d.legacy_code, ''), printf('%02d', d.id)) || printf('%04d', ROW_NUMBER() OVER (PARTITION BY a.round_id, COALESCE(NULLIF(d.code, ''), NULLIF(d.legacy_code, ''), printf('%02d', d.id)) ORDER BY a.created_at, a.id)) AS exam_number
      FROM \`applications\` a JOIN \`departments\` d ON d.id = a.department_id WHERE a.round_id IS NOT NULL
    ) AS numbered WHERE applications.id = numbered.id;`)
  await db.run(sql`INSERT INTO \`student_number_counters\` (prefix, last_sequence)
    SELECT 'exam-' || a.round_id || '-' || COALESCE(NULLIF(d.code, ''), NULLIF(d.legacy_code, ''), printf('%02d', d.id)), COUNT(*) FROM \`applications\` a JOIN \`departments\` d ON d.id = a.department_id
    WHERE a.round_id IS NOT NULL GROUP BY a.round_id, COALESCE(NULLIF(d.code, ''), NULLIF(d.legacy_code, ''), printf('%02d', d.id));`)
}

/** Back: each round's application period becomes a window again (rounds, results and 수험번호 are lost). */
async function roundsBecomeWindows(db: MigrateDownArgs['db']) {
  await db.run(sql`INSERT INTO \`registration_windows\` (id, name, starts_at, ends_at, updated_at, created_at)
    SELECT r.id, COALESCE((SELECT l.name FROM \`admission_rounds_locales\` l WHERE l._parent_id = r.id ORDER BY l._locale = 'ko' DESC LIMIT 1), ''),
      r.application_opens_at, r.application_closes_at, r.updated_at, r.created_at
    FROM \`admission_rounds\` r;`)
  await db.run(sql`DELETE FROM \`student_number_counters\` WHERE prefix LIKE 'exam-%';`)
}

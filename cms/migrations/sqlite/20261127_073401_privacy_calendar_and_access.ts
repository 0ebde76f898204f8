import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`academic_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'event' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`academic_events_start_date_idx\` ON \`academic_events\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_visible_idx\` ON \`academic_events\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_updated_at_idx\` ON \`academic_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_created_at_idx\` ON \`academic_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`academic_events_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academic_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`academic_events_locales_locale_parent_id_unique\` ON \`academic_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`destruction_register_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`rule\` text NOT NULL,
  	\`destroyed\` numeric NOT NULL,
  	\`failed\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`destruction_register\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`destruction_register_lines_order_idx\` ON \`destruction_register_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`destruction_register_lines_parent_id_idx\` ON \`destruction_register_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`destruction_register\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`trigger\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`summary\` text,
  	\`destroyed\` numeric DEFAULT 0,
  	\`failed\` numeric DEFAULT 0,
  	\`problems\` text,
  	\`run_lock\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`destruction_register_started_at_idx\` ON \`destruction_register\` (\`started_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`destruction_register_run_lock_idx\` ON \`destruction_register\` (\`run_lock\`);`)
  await db.run(sql`CREATE INDEX \`destruction_register_updated_at_idx\` ON \`destruction_register\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`destruction_register_created_at_idx\` ON \`destruction_register\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer,
  	\`reference\` text,
  	\`kind\` text NOT NULL,
  	\`details\` text,
  	\`state\` text DEFAULT 'open' NOT NULL,
  	\`answer_by\` text NOT NULL,
  	\`answered_at\` text,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_requests_application_idx\` ON \`privacy_requests\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_state_idx\` ON \`privacy_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_answer_by_idx\` ON \`privacy_requests\` (\`answer_by\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_updated_at_idx\` ON \`privacy_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_created_at_idx\` ON \`privacy_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_name\` text,
  	\`actor_email\` text,
  	\`address\` text,
  	\`application_id\` numeric,
  	\`reference\` text,
  	\`details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`access_log_action_idx\` ON \`access_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`access_log_actor_idx\` ON \`access_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`access_log_address_idx\` ON \`access_log\` (\`address\`);`)
  await db.run(sql`CREATE INDEX \`access_log_application_id_idx\` ON \`access_log\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`access_log_reference_idx\` ON \`access_log\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`access_log_updated_at_idx\` ON \`access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`access_log_created_at_idx\` ON \`access_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`consent_notices_locales\` (
  	\`application_privacy\` text,
  	\`application_unique_id\` text,
  	\`application_sensitive\` text,
  	\`contact_privacy\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_notices_locales_locale_parent_id_unique\` ON \`consent_notices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_consent_notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_consent_notices_v_created_at_idx\` ON \`_consent_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_notices_v_updated_at_idx\` ON \`_consent_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_consent_notices_v_locales\` (
  	\`version_application_privacy\` text,
  	\`version_application_unique_id\` text,
  	\`version_application_sensitive\` text,
  	\`version_contact_privacy\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_consent_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_consent_notices_v_locales_locale_parent_id_unique\` ON \`_consent_notices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`consents_privacy\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`consents_notice_version\` numeric;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`consents_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consents_privacy\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consents_unique_id\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consents_sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consents_notice_version\` numeric;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consents_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`academic_events_id\` integer REFERENCES academic_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`destruction_register_id\` integer REFERENCES destruction_register(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_requests_id\` integer REFERENCES privacy_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`access_log_id\` integer REFERENCES access_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_events_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_destruction_register_id_idx\` ON \`payload_locked_documents_rels\` (\`destruction_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`privacy_ask_citizenship_no\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`privacy_officer_phone\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`privacy_officer_email\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_approved_years\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_rejected_years\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_undecided_years\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_contact_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_mail_months\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`privacy_citizenship_no_legal_basis\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`privacy_officer_name\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`privacy_officer_position\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`academic_events\`;`)
  await db.run(sql`DROP TABLE \`academic_events_locales\`;`)
  await db.run(sql`DROP TABLE \`destruction_register_lines\`;`)
  await db.run(sql`DROP TABLE \`destruction_register\`;`)
  await db.run(sql`DROP TABLE \`privacy_requests\`;`)
  await db.run(sql`DROP TABLE \`access_log\`;`)
  await db.run(sql`DROP TABLE \`consent_notices\`;`)
  await db.run(sql`DROP TABLE \`consent_notices_locales\`;`)
  await db.run(sql`DROP TABLE \`_consent_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_consent_notices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	\`files_id\` integer,
  	\`contact_messages_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`applications_id\` integer,
  	\`applicant_files_id\` integer,
  	\`student_number_counters_id\` integer,
  	\`search_entries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sub_menus_id\`) REFERENCES \`sub_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`static_pages_id\`) REFERENCES \`static_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_number_counters_id\`) REFERENCES \`student_number_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id", "applications_id", "applicant_files_id", "student_number_counters_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id", "applications_id", "applicant_files_id", "student_number_counters_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_number_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`student_number_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`consents_privacy\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`consents_notice_version\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`consents_agreed_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consents_privacy\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consents_unique_id\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consents_sensitive\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consents_notice_version\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consents_agreed_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`privacy_ask_citizenship_no\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`privacy_officer_phone\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`privacy_officer_email\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`retention_approved_years\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`retention_rejected_years\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`retention_undecided_years\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`retention_contact_months\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`retention_mail_months\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`privacy_citizenship_no_legal_basis\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`privacy_officer_name\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`privacy_officer_position\`;`)
}

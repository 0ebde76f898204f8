import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rights_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`change\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`subject_id\` numeric,
  	\`subject_email\` text,
  	\`from\` text,
  	\`to\` text,
  	\`address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rights_records_change_idx\` ON \`rights_records\` (\`change\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_actor_idx\` ON \`rights_records\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_subject_id_idx\` ON \`rights_records\` (\`subject_id\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_subject_email_idx\` ON \`rights_records\` (\`subject_email\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_address_idx\` ON \`rights_records\` (\`address\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_updated_at_idx\` ON \`rights_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rights_records_created_at_idx\` ON \`rights_records\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_since\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rights_records_id\` integer REFERENCES rights_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rights_records_id_idx\` ON \`payload_locked_documents_rels\` (\`rights_records_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rights_records\`;`)
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
  	\`registration_windows_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`contact_messages_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`destruction_register_id\` integer,
  	\`applications_id\` integer,
  	\`applicant_files_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`student_number_counters_id\` integer,
  	\`search_entries_id\` integer,
  	\`access_log_id\` integer,
  	\`import_reports_id\` integer,
  	\`legacy_records_id\` integer,
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
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`destruction_register_id\`) REFERENCES \`destruction_register\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_number_counters_id\`) REFERENCES \`student_number_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_id\`) REFERENCES \`access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_reports_id\`) REFERENCES \`import_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legacy_records_id\`) REFERENCES \`legacy_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id", "destruction_register_id", "applications_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id") SELECT "id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "academic_events_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id", "destruction_register_id", "applications_id", "applicant_files_id", "privacy_requests_id", "student_number_counters_id", "search_entries_id", "access_log_id", "import_reports_id", "legacy_records_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registration_windows_id_idx\` ON \`payload_locked_documents_rels\` (\`registration_windows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_destruction_register_id_idx\` ON \`payload_locked_documents_rels\` (\`destruction_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_number_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`student_number_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`import_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_records_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_records_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_since\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
}

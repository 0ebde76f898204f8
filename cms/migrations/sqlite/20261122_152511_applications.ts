import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`applications_faiths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`location\` text,
  	\`office\` text,
  	\`denomination\` text,
  	\`year_of_faith\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_faiths_order_idx\` ON \`applications_faiths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_faiths_parent_id_idx\` ON \`applications_faiths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`student_number\` text,
  	\`rejection_reason\` text,
  	\`decided_at\` text,
  	\`user_id\` integer,
  	\`locale\` text DEFAULT 'ko',
  	\`name_hangul\` text NOT NULL,
  	\`name_chinese\` text,
  	\`name_english\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`applications_state_idx\` ON \`applications\` (\`state\`);`)
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
  await db.run(sql`CREATE TABLE \`applicant_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applicant_files_owner_idx\` ON \`applicant_files\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`applicant_files_updated_at_idx\` ON \`applicant_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applicant_files_created_at_idx\` ON \`applicant_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applicant_files_filename_idx\` ON \`applicant_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`student_number_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text NOT NULL,
  	\`last_sequence\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`student_number_counters_prefix_idx\` ON \`student_number_counters\` (\`prefix\`);`)
  await db.run(sql`CREATE INDEX \`student_number_counters_updated_at_idx\` ON \`student_number_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_number_counters_created_at_idx\` ON \`student_number_counters\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applicant_files_id\` integer REFERENCES applicant_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`student_number_counters_id\` integer REFERENCES student_number_counters(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_number_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`student_number_counters_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`applications_faiths\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`applicant_files\`;`)
  await db.run(sql`DROP TABLE \`student_number_counters\`;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "menus_id", "sub_menus_id", "static_pages_id", "news_id", "offline_seminars_id", "weekly_news_id", "article_publications_id", "downloads_id", "admission_counselling_id", "academic_regulation_id", "ministry_of_ministry_id", "department_of_missiology_id", "department_of_pastoral_music_id", "subject_groups_id", "professors_id", "faqs_id", "galleries_id", "sample_lectures_id", "popups_id", "socials_id", "footer_banners_id", "departments_id", "registration_windows_id", "media_id", "files_id", "contact_messages_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
}

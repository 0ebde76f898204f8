import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'student' NOT NULL,
  	\`state\` text DEFAULT 'active' NOT NULL,
  	\`locale\` text DEFAULT 'ko',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_slug_idx\` ON \`menus\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`menus_order_idx\` ON \`menus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_visible_idx\` ON \`menus\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`menus_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_locales_locale_parent_id_unique\` ON \`menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sub_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`menu_id\` integer NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sub_menus_menu_idx\` ON \`sub_menus\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_slug_idx\` ON \`sub_menus\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_order_idx\` ON \`sub_menus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_visible_idx\` ON \`sub_menus\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_updated_at_idx\` ON \`sub_menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sub_menus_created_at_idx\` ON \`sub_menus\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menu_slug_idx\` ON \`sub_menus\` (\`menu_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`sub_menus_locales\` (
  	\`name\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sub_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sub_menus_locales_locale_parent_id_unique\` ON \`sub_menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`static_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`static_pages_slug_idx\` ON \`static_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`static_pages_visible_idx\` ON \`static_pages\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`static_pages_updated_at_idx\` ON \`static_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`static_pages_created_at_idx\` ON \`static_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`static_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`static_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`static_pages_locales_locale_parent_id_unique\` ON \`static_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`cover_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_cover_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offline_seminars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preview_image_id\` integer NOT NULL,
  	\`event_date\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offline_seminars_preview_image_idx\` ON \`offline_seminars\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_event_date_idx\` ON \`offline_seminars\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_visible_idx\` ON \`offline_seminars\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_updated_at_idx\` ON \`offline_seminars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_created_at_idx\` ON \`offline_seminars\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offline_seminars_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offline_seminars_locales_locale_parent_id_unique\` ON \`offline_seminars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`weekly_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`weekly_news_published_at_idx\` ON \`weekly_news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_visible_idx\` ON \`weekly_news\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_updated_at_idx\` ON \`weekly_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_created_at_idx\` ON \`weekly_news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`weekly_news_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`weekly_news_locales_locale_parent_id_unique\` ON \`weekly_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`article_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`article_publications_published_at_idx\` ON \`article_publications\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_visible_idx\` ON \`article_publications\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_updated_at_idx\` ON \`article_publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_created_at_idx\` ON \`article_publications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`article_publications_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_publications_locales_locale_parent_id_unique\` ON \`article_publications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_published_at_idx\` ON \`downloads\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_visible_idx\` ON \`downloads\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_counselling\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_counselling_published_at_idx\` ON \`admission_counselling\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_counselling_visible_idx\` ON \`admission_counselling\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`admission_counselling_updated_at_idx\` ON \`admission_counselling\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_counselling_created_at_idx\` ON \`admission_counselling\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admission_counselling_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_counselling\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_counselling_locales_locale_parent_id_unique\` ON \`admission_counselling_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`academic_regulation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`academic_regulation_order_idx\` ON \`academic_regulation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`academic_regulation_visible_idx\` ON \`academic_regulation\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`academic_regulation_updated_at_idx\` ON \`academic_regulation\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academic_regulation_created_at_idx\` ON \`academic_regulation\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`academic_regulation_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academic_regulation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`academic_regulation_locales_locale_parent_id_unique\` ON \`academic_regulation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ministry_of_ministry\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ministry_of_ministry_order_idx\` ON \`ministry_of_ministry\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ministry_of_ministry_visible_idx\` ON \`ministry_of_ministry\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`ministry_of_ministry_updated_at_idx\` ON \`ministry_of_ministry\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ministry_of_ministry_created_at_idx\` ON \`ministry_of_ministry\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ministry_of_ministry_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ministry_of_ministry\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ministry_of_ministry_locales_locale_parent_id_unique\` ON \`ministry_of_ministry_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`department_of_missiology\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`department_of_missiology_order_idx\` ON \`department_of_missiology\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`department_of_missiology_visible_idx\` ON \`department_of_missiology\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`department_of_missiology_updated_at_idx\` ON \`department_of_missiology\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`department_of_missiology_created_at_idx\` ON \`department_of_missiology\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`department_of_missiology_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`department_of_missiology\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`department_of_missiology_locales_locale_parent_id_unique\` ON \`department_of_missiology_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`department_of_pastoral_music\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`department_of_pastoral_music_order_idx\` ON \`department_of_pastoral_music\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`department_of_pastoral_music_visible_idx\` ON \`department_of_pastoral_music\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`department_of_pastoral_music_updated_at_idx\` ON \`department_of_pastoral_music\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`department_of_pastoral_music_created_at_idx\` ON \`department_of_pastoral_music\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`department_of_pastoral_music_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`department_of_pastoral_music\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`department_of_pastoral_music_locales_locale_parent_id_unique\` ON \`department_of_pastoral_music_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subject_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`subject_groups_order_idx\` ON \`subject_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subject_groups_updated_at_idx\` ON \`subject_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subject_groups_created_at_idx\` ON \`subject_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subject_groups_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subject_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subject_groups_locales_locale_parent_id_unique\` ON \`subject_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'full-time' NOT NULL,
  	\`subject_group_id\` integer NOT NULL,
  	\`photo_id\` integer,
  	\`details_image_id\` integer,
  	\`user_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`birth_date\` text,
  	\`home_address\` text,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`subject_group_id\`) REFERENCES \`subject_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`details_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`professors_kind_idx\` ON \`professors\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`professors_subject_group_idx\` ON \`professors\` (\`subject_group_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_photo_idx\` ON \`professors\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_details_image_idx\` ON \`professors\` (\`details_image_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_user_idx\` ON \`professors\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_order_idx\` ON \`professors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`professors_visible_idx\` ON \`professors\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`professors_updated_at_idx\` ON \`professors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`professors_created_at_idx\` ON \`professors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`professors_locales\` (
  	\`name\` text NOT NULL,
  	\`details\` text,
  	\`office_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`professors_locales_locale_parent_id_unique\` ON \`professors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_visible_idx\` ON \`faqs\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_images_order_idx\` ON \`galleries_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_images_parent_id_idx\` ON \`galleries_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_images_image_idx\` ON \`galleries_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`image_count\` numeric DEFAULT 0,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slug_idx\` ON \`galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`galleries_image_count_idx\` ON \`galleries\` (\`image_count\`);`)
  await db.run(sql`CREATE INDEX \`galleries_published_at_idx\` ON \`galleries\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_visible_idx\` ON \`galleries\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`galleries_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_lectures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_id\` integer NOT NULL,
  	\`thumbnail_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_lectures_video_idx\` ON \`sample_lectures\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_lectures_thumbnail_idx\` ON \`sample_lectures\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_lectures_order_idx\` ON \`sample_lectures\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sample_lectures_visible_idx\` ON \`sample_lectures\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`sample_lectures_updated_at_idx\` ON \`sample_lectures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_lectures_created_at_idx\` ON \`sample_lectures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_lectures_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_lectures_locales_locale_parent_id_unique\` ON \`sample_lectures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`top\` numeric DEFAULT 10 NOT NULL,
  	\`left\` numeric DEFAULT 10 NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_active_idx\` ON \`popups\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`popups_starts_at_idx\` ON \`popups\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_ends_at_idx\` ON \`popups\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`socials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`socials_order_idx\` ON \`socials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`socials_updated_at_idx\` ON \`socials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`socials_created_at_idx\` ON \`socials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`socials_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`socials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`socials_locales_locale_parent_id_unique\` ON \`socials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_banners_image_idx\` ON \`footer_banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_banners_order_idx\` ON \`footer_banners\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_banners_updated_at_idx\` ON \`footer_banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footer_banners_created_at_idx\` ON \`footer_banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`open_for_application\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_open_for_application_idx\` ON \`departments\` (\`open_for_application\`);`)
  await db.run(sql`CREATE INDEX \`departments_order_idx\` ON \`departments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_locales_locale_parent_id_unique\` ON \`departments_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`decorative\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`home_video_url\` text,
  	\`home_video_id\` integer,
  	\`postal_code\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`home_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_home_video_idx\` ON \`settings\` (\`home_video_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`school_name\` text,
  	\`school_message\` text,
  	\`street\` text,
  	\`city\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_locales\`;`)
  await db.run(sql`DROP TABLE \`sub_menus\`;`)
  await db.run(sql`DROP TABLE \`sub_menus_locales\`;`)
  await db.run(sql`DROP TABLE \`static_pages\`;`)
  await db.run(sql`DROP TABLE \`static_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars_locales\`;`)
  await db.run(sql`DROP TABLE \`weekly_news\`;`)
  await db.run(sql`DROP TABLE \`weekly_news_locales\`;`)
  await db.run(sql`DROP TABLE \`article_publications\`;`)
  await db.run(sql`DROP TABLE \`article_publications_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_counselling\`;`)
  await db.run(sql`DROP TABLE \`admission_counselling_locales\`;`)
  await db.run(sql`DROP TABLE \`academic_regulation\`;`)
  await db.run(sql`DROP TABLE \`academic_regulation_locales\`;`)
  await db.run(sql`DROP TABLE \`ministry_of_ministry\`;`)
  await db.run(sql`DROP TABLE \`ministry_of_ministry_locales\`;`)
  await db.run(sql`DROP TABLE \`department_of_missiology\`;`)
  await db.run(sql`DROP TABLE \`department_of_missiology_locales\`;`)
  await db.run(sql`DROP TABLE \`department_of_pastoral_music\`;`)
  await db.run(sql`DROP TABLE \`department_of_pastoral_music_locales\`;`)
  await db.run(sql`DROP TABLE \`subject_groups\`;`)
  await db.run(sql`DROP TABLE \`subject_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`professors\`;`)
  await db.run(sql`DROP TABLE \`professors_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_images\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`sample_lectures\`;`)
  await db.run(sql`DROP TABLE \`sample_lectures_locales\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`socials\`;`)
  await db.run(sql`DROP TABLE \`socials_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_banners\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments_locales\`;`)
  await db.run(sql`DROP TABLE \`registration_windows\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
}

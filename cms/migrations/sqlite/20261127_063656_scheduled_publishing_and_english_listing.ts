import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

// Seminars, weekly news, articles and popups get drafts: what the public saw before stays published (SQLite copies the
// rows into rebuilt tables; the copy writes the new columns' values).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_offline_seminars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_preview_image_id\` integer,
  	\`version_event_date\` text,
  	\`version_visible\` integer DEFAULT true,
  	\`version_hide_from_english\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_parent_idx\` ON \`_offline_seminars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version_preview_image_idx\` ON \`_offline_seminars_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version_event_date_idx\` ON \`_offline_seminars_v\` (\`version_event_date\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version_visible_idx\` ON \`_offline_seminars_v\` (\`version_visible\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version_updated_at_idx\` ON \`_offline_seminars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version_created_at_idx\` ON \`_offline_seminars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_version_version__status_idx\` ON \`_offline_seminars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_created_at_idx\` ON \`_offline_seminars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_updated_at_idx\` ON \`_offline_seminars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_snapshot_idx\` ON \`_offline_seminars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_published_locale_idx\` ON \`_offline_seminars_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offline_seminars_v_latest_idx\` ON \`_offline_seminars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_offline_seminars_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offline_seminars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_offline_seminars_v_locales_locale_parent_id_unique\` ON \`_offline_seminars_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_weekly_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_visible\` integer DEFAULT true,
  	\`version_hide_from_english\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_parent_idx\` ON \`_weekly_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_version_version_published_at_idx\` ON \`_weekly_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_version_version_visible_idx\` ON \`_weekly_news_v\` (\`version_visible\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_version_version_updated_at_idx\` ON \`_weekly_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_version_version_created_at_idx\` ON \`_weekly_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_version_version__status_idx\` ON \`_weekly_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_created_at_idx\` ON \`_weekly_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_updated_at_idx\` ON \`_weekly_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_snapshot_idx\` ON \`_weekly_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_published_locale_idx\` ON \`_weekly_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_weekly_news_v_latest_idx\` ON \`_weekly_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_weekly_news_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_weekly_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_weekly_news_v_locales_locale_parent_id_unique\` ON \`_weekly_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_article_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_visible\` integer DEFAULT true,
  	\`version_hide_from_english\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_article_publications_v_parent_idx\` ON \`_article_publications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_version_version_published_at_idx\` ON \`_article_publications_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_version_version_visible_idx\` ON \`_article_publications_v\` (\`version_visible\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_version_version_updated_at_idx\` ON \`_article_publications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_version_version_created_at_idx\` ON \`_article_publications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_version_version__status_idx\` ON \`_article_publications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_created_at_idx\` ON \`_article_publications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_updated_at_idx\` ON \`_article_publications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_snapshot_idx\` ON \`_article_publications_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_published_locale_idx\` ON \`_article_publications_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_article_publications_v_latest_idx\` ON \`_article_publications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_article_publications_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_article_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_article_publications_v_locales_locale_parent_id_unique\` ON \`_article_publications_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_link_url\` text,
  	\`version_top\` numeric DEFAULT 10,
  	\`version_left\` numeric DEFAULT 10,
  	\`version_active\` integer DEFAULT true,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_active_idx\` ON \`_popups_v\` (\`version_active\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_starts_at_idx\` ON \`_popups_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_ends_at_idx\` ON \`_popups_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_snapshot_idx\` ON \`_popups_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_published_locale_idx\` ON \`_popups_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_locales\` (
  	\`version_content\` text,
  	\`version_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popups_v_locales_locale_parent_id_unique\` ON \`_popups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // The professors' details image becomes the Korean one of a localized field: kept aside while the table is rebuilt.
  await db.run(sql`CREATE TABLE \`__professor_details_images\` AS SELECT \`id\`, \`details_image_id\` FROM \`professors\`;`)
  await db.run(sql`CREATE TABLE \`__new_professors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'full-time' NOT NULL,
  	\`subject_group_id\` integer NOT NULL,
  	\`photo_id\` integer,
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
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_professors\`("id", "kind", "subject_group_id", "photo_id", "user_id", "email", "phone", "birth_date", "home_address", "order", "visible", "updated_at", "created_at") SELECT "id", "kind", "subject_group_id", "photo_id", "user_id", "email", "phone", "birth_date", "home_address", "order", "visible", "updated_at", "created_at" FROM \`professors\`;`)
  await db.run(sql`DROP TABLE \`professors\`;`)
  await db.run(sql`ALTER TABLE \`__new_professors\` RENAME TO \`professors\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`professors_kind_idx\` ON \`professors\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`professors_subject_group_idx\` ON \`professors\` (\`subject_group_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_photo_idx\` ON \`professors\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_user_idx\` ON \`professors\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`professors_order_idx\` ON \`professors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`professors_visible_idx\` ON \`professors\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`professors_updated_at_idx\` ON \`professors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`professors_created_at_idx\` ON \`professors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_offline_seminars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preview_image_id\` integer,
  	\`event_date\` text,
  	\`visible\` integer DEFAULT true,
  	\`hide_from_english\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offline_seminars\`("id", "preview_image_id", "event_date", "visible", "hide_from_english", "updated_at", "created_at", "_status") SELECT "id", "preview_image_id", "event_date", "visible", false, "updated_at", "created_at", 'published' FROM \`offline_seminars\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars\`;`)
  await db.run(sql`ALTER TABLE \`__new_offline_seminars\` RENAME TO \`offline_seminars\`;`)
  await db.run(sql`CREATE INDEX \`offline_seminars_preview_image_idx\` ON \`offline_seminars\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_event_date_idx\` ON \`offline_seminars\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_visible_idx\` ON \`offline_seminars\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_updated_at_idx\` ON \`offline_seminars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_created_at_idx\` ON \`offline_seminars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars__status_idx\` ON \`offline_seminars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_offline_seminars_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offline_seminars_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`offline_seminars_locales\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_offline_seminars_locales\` RENAME TO \`offline_seminars_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offline_seminars_locales_locale_parent_id_unique\` ON \`offline_seminars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_weekly_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`visible\` integer DEFAULT true,
  	\`hide_from_english\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_weekly_news\`("id", "published_at", "visible", "hide_from_english", "updated_at", "created_at", "_status") SELECT "id", "published_at", "visible", false, "updated_at", "created_at", 'published' FROM \`weekly_news\`;`)
  await db.run(sql`DROP TABLE \`weekly_news\`;`)
  await db.run(sql`ALTER TABLE \`__new_weekly_news\` RENAME TO \`weekly_news\`;`)
  await db.run(sql`CREATE INDEX \`weekly_news_published_at_idx\` ON \`weekly_news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_visible_idx\` ON \`weekly_news\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_updated_at_idx\` ON \`weekly_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_created_at_idx\` ON \`weekly_news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news__status_idx\` ON \`weekly_news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_weekly_news_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_weekly_news_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`weekly_news_locales\`;`)
  await db.run(sql`DROP TABLE \`weekly_news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_weekly_news_locales\` RENAME TO \`weekly_news_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`weekly_news_locales_locale_parent_id_unique\` ON \`weekly_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_article_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`visible\` integer DEFAULT true,
  	\`hide_from_english\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_article_publications\`("id", "published_at", "visible", "hide_from_english", "updated_at", "created_at", "_status") SELECT "id", "published_at", "visible", false, "updated_at", "created_at", 'published' FROM \`article_publications\`;`)
  await db.run(sql`DROP TABLE \`article_publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_article_publications\` RENAME TO \`article_publications\`;`)
  await db.run(sql`CREATE INDEX \`article_publications_published_at_idx\` ON \`article_publications\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_visible_idx\` ON \`article_publications\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_updated_at_idx\` ON \`article_publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_created_at_idx\` ON \`article_publications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications__status_idx\` ON \`article_publications\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_article_publications_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_article_publications_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`article_publications_locales\`;`)
  await db.run(sql`DROP TABLE \`article_publications_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_article_publications_locales\` RENAME TO \`article_publications_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`article_publications_locales_locale_parent_id_unique\` ON \`article_publications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`link_url\` text,
  	\`top\` numeric DEFAULT 10,
  	\`left\` numeric DEFAULT 10,
  	\`active\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "name", "link_url", "top", "left", "active", "starts_at", "ends_at", "updated_at", "created_at", "_status") SELECT "id", "name", "link_url", "top", "left", "active", "starts_at", "ends_at", "updated_at", "created_at", 'published' FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE INDEX \`popups_active_idx\` ON \`popups\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`popups_starts_at_idx\` ON \`popups\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_ends_at_idx\` ON \`popups\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_locales\` (
  	\`content\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_locales\`("content", "link_label", "id", "_locale", "_parent_id") SELECT "content", "link_label", "id", "_locale", "_parent_id" FROM \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_locales\` RENAME TO \`popups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`hide_from_english\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_hide_from_english\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`hide_from_english\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`professors_locales\` ADD \`details_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`professors_details_image_idx\` ON \`professors_locales\` (\`details_image_id\`,\`_locale\`);`)
  await db.run(sql`UPDATE \`professors_locales\` SET \`details_image_id\` = (SELECT \`details_image_id\` FROM \`__professor_details_images\` WHERE \`__professor_details_images\`.\`id\` = \`professors_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'ko';`)
  await db.run(sql`DROP TABLE \`__professor_details_images\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`hide_from_english\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_offline_seminars_v\`;`)
  await db.run(sql`DROP TABLE \`_offline_seminars_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_weekly_news_v\`;`)
  await db.run(sql`DROP TABLE \`_weekly_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_article_publications_v\`;`)
  await db.run(sql`DROP TABLE \`_article_publications_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_professors_locales\` (
  	\`name\` text NOT NULL,
  	\`details\` text,
  	\`office_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_professors_locales\`("name", "details", "office_address", "id", "_locale", "_parent_id") SELECT "name", "details", "office_address", "id", "_locale", "_parent_id" FROM \`professors_locales\`;`)
  await db.run(sql`DROP TABLE \`professors_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_professors_locales\` RENAME TO \`professors_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`professors_locales_locale_parent_id_unique\` ON \`professors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_offline_seminars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preview_image_id\` integer NOT NULL,
  	\`event_date\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offline_seminars\`("id", "preview_image_id", "event_date", "visible", "updated_at", "created_at") SELECT "id", "preview_image_id", "event_date", "visible", "updated_at", "created_at" FROM \`offline_seminars\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars\`;`)
  await db.run(sql`ALTER TABLE \`__new_offline_seminars\` RENAME TO \`offline_seminars\`;`)
  await db.run(sql`CREATE INDEX \`offline_seminars_preview_image_idx\` ON \`offline_seminars\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_event_date_idx\` ON \`offline_seminars\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_visible_idx\` ON \`offline_seminars\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_updated_at_idx\` ON \`offline_seminars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offline_seminars_created_at_idx\` ON \`offline_seminars\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_weekly_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_weekly_news\`("id", "published_at", "visible", "updated_at", "created_at") SELECT "id", "published_at", "visible", "updated_at", "created_at" FROM \`weekly_news\`;`)
  await db.run(sql`DROP TABLE \`weekly_news\`;`)
  await db.run(sql`ALTER TABLE \`__new_weekly_news\` RENAME TO \`weekly_news\`;`)
  await db.run(sql`CREATE INDEX \`weekly_news_published_at_idx\` ON \`weekly_news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_visible_idx\` ON \`weekly_news\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_updated_at_idx\` ON \`weekly_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_news_created_at_idx\` ON \`weekly_news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_article_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_article_publications\`("id", "published_at", "visible", "updated_at", "created_at") SELECT "id", "published_at", "visible", "updated_at", "created_at" FROM \`article_publications\`;`)
  await db.run(sql`DROP TABLE \`article_publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_article_publications\` RENAME TO \`article_publications\`;`)
  await db.run(sql`CREATE INDEX \`article_publications_published_at_idx\` ON \`article_publications\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_visible_idx\` ON \`article_publications\` (\`visible\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_updated_at_idx\` ON \`article_publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_publications_created_at_idx\` ON \`article_publications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`link_url\` text,
  	\`top\` numeric DEFAULT 10 NOT NULL,
  	\`left\` numeric DEFAULT 10 NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "name", "link_url", "top", "left", "active", "starts_at", "ends_at", "updated_at", "created_at") SELECT "id", "name", "link_url", "top", "left", "active", "starts_at", "ends_at", "updated_at", "created_at" FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE INDEX \`popups_active_idx\` ON \`popups\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`popups_starts_at_idx\` ON \`popups\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_ends_at_idx\` ON \`popups\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_offline_seminars_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offline_seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offline_seminars_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`offline_seminars_locales\`;`)
  await db.run(sql`DROP TABLE \`offline_seminars_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_offline_seminars_locales\` RENAME TO \`offline_seminars_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offline_seminars_locales_locale_parent_id_unique\` ON \`offline_seminars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_weekly_news_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`weekly_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_weekly_news_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`weekly_news_locales\`;`)
  await db.run(sql`DROP TABLE \`weekly_news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_weekly_news_locales\` RENAME TO \`weekly_news_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`weekly_news_locales_locale_parent_id_unique\` ON \`weekly_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_article_publications_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_article_publications_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`article_publications_locales\`;`)
  await db.run(sql`DROP TABLE \`article_publications_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_article_publications_locales\` RENAME TO \`article_publications_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`article_publications_locales_locale_parent_id_unique\` ON \`article_publications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_locales\` (
  	\`content\` text NOT NULL,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_locales\`("content", "link_label", "id", "_locale", "_parent_id") SELECT "content", "link_label", "id", "_locale", "_parent_id" FROM \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_locales\` RENAME TO \`popups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`professors\` ADD \`details_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`professors_details_image_idx\` ON \`professors\` (\`details_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`hide_from_english\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_hide_from_english\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`hide_from_english\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`hide_from_english\`;`)
}

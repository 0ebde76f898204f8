import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offline_seminars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offline_seminars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offline_seminars_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_weekly_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__weekly_news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__weekly_news_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_article_publications_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__article_publications_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__article_publications_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_offline_seminars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_preview_image_id" integer,
  	"version_event_date" timestamp(3) with time zone,
  	"version_visible" boolean DEFAULT true,
  	"version_hide_from_english" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offline_seminars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offline_seminars_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_offline_seminars_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_weekly_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_visible" boolean DEFAULT true,
  	"version_hide_from_english" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__weekly_news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__weekly_news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_weekly_news_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_article_publications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_visible" boolean DEFAULT true,
  	"version_hide_from_english" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__article_publications_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__article_publications_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_article_publications_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_link_url" varchar,
  	"version_top" numeric DEFAULT 10,
  	"version_left" numeric DEFAULT 10,
  	"version_active" boolean DEFAULT true,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_locales" (
  	"version_content" jsonb,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "professors" DROP CONSTRAINT "professors_details_image_id_media_id_fk";
  
  DROP INDEX "professors_details_image_idx";
  ALTER TABLE "offline_seminars" ALTER COLUMN "preview_image_id" DROP NOT NULL;
  ALTER TABLE "offline_seminars" ALTER COLUMN "event_date" DROP NOT NULL;
  ALTER TABLE "offline_seminars_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "weekly_news" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "weekly_news_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "article_publications" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "article_publications_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "top" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "left" DROP NOT NULL;
  ALTER TABLE "popups_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_hide_from_english" boolean DEFAULT false;
  ALTER TABLE "offline_seminars" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "offline_seminars" ADD COLUMN "_status" "enum_offline_seminars_status" DEFAULT 'draft';
  ALTER TABLE "weekly_news" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "weekly_news" ADD COLUMN "_status" "enum_weekly_news_status" DEFAULT 'draft';
  ALTER TABLE "article_publications" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "article_publications" ADD COLUMN "_status" "enum_article_publications_status" DEFAULT 'draft';
  ALTER TABLE "downloads" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "professors_locales" ADD COLUMN "details_image_id" integer;
  ALTER TABLE "galleries" ADD COLUMN "hide_from_english" boolean DEFAULT false;
  ALTER TABLE "popups" ADD COLUMN "_status" "enum_popups_status" DEFAULT 'draft';
  ALTER TABLE "_offline_seminars_v" ADD CONSTRAINT "_offline_seminars_v_parent_id_offline_seminars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offline_seminars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offline_seminars_v" ADD CONSTRAINT "_offline_seminars_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offline_seminars_v_locales" ADD CONSTRAINT "_offline_seminars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offline_seminars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_weekly_news_v" ADD CONSTRAINT "_weekly_news_v_parent_id_weekly_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."weekly_news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_weekly_news_v_locales" ADD CONSTRAINT "_weekly_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_weekly_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_article_publications_v" ADD CONSTRAINT "_article_publications_v_parent_id_article_publications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_article_publications_v_locales" ADD CONSTRAINT "_article_publications_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_article_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_locales" ADD CONSTRAINT "_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_offline_seminars_v_parent_idx" ON "_offline_seminars_v" USING btree ("parent_id");
  CREATE INDEX "_offline_seminars_v_version_version_preview_image_idx" ON "_offline_seminars_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_offline_seminars_v_version_version_event_date_idx" ON "_offline_seminars_v" USING btree ("version_event_date");
  CREATE INDEX "_offline_seminars_v_version_version_visible_idx" ON "_offline_seminars_v" USING btree ("version_visible");
  CREATE INDEX "_offline_seminars_v_version_version_updated_at_idx" ON "_offline_seminars_v" USING btree ("version_updated_at");
  CREATE INDEX "_offline_seminars_v_version_version_created_at_idx" ON "_offline_seminars_v" USING btree ("version_created_at");
  CREATE INDEX "_offline_seminars_v_version_version__status_idx" ON "_offline_seminars_v" USING btree ("version__status");
  CREATE INDEX "_offline_seminars_v_created_at_idx" ON "_offline_seminars_v" USING btree ("created_at");
  CREATE INDEX "_offline_seminars_v_updated_at_idx" ON "_offline_seminars_v" USING btree ("updated_at");
  CREATE INDEX "_offline_seminars_v_snapshot_idx" ON "_offline_seminars_v" USING btree ("snapshot");
  CREATE INDEX "_offline_seminars_v_published_locale_idx" ON "_offline_seminars_v" USING btree ("published_locale");
  CREATE INDEX "_offline_seminars_v_latest_idx" ON "_offline_seminars_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_offline_seminars_v_locales_locale_parent_id_unique" ON "_offline_seminars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_weekly_news_v_parent_idx" ON "_weekly_news_v" USING btree ("parent_id");
  CREATE INDEX "_weekly_news_v_version_version_published_at_idx" ON "_weekly_news_v" USING btree ("version_published_at");
  CREATE INDEX "_weekly_news_v_version_version_visible_idx" ON "_weekly_news_v" USING btree ("version_visible");
  CREATE INDEX "_weekly_news_v_version_version_updated_at_idx" ON "_weekly_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_weekly_news_v_version_version_created_at_idx" ON "_weekly_news_v" USING btree ("version_created_at");
  CREATE INDEX "_weekly_news_v_version_version__status_idx" ON "_weekly_news_v" USING btree ("version__status");
  CREATE INDEX "_weekly_news_v_created_at_idx" ON "_weekly_news_v" USING btree ("created_at");
  CREATE INDEX "_weekly_news_v_updated_at_idx" ON "_weekly_news_v" USING btree ("updated_at");
  CREATE INDEX "_weekly_news_v_snapshot_idx" ON "_weekly_news_v" USING btree ("snapshot");
  CREATE INDEX "_weekly_news_v_published_locale_idx" ON "_weekly_news_v" USING btree ("published_locale");
  CREATE INDEX "_weekly_news_v_latest_idx" ON "_weekly_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_weekly_news_v_locales_locale_parent_id_unique" ON "_weekly_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_article_publications_v_parent_idx" ON "_article_publications_v" USING btree ("parent_id");
  CREATE INDEX "_article_publications_v_version_version_published_at_idx" ON "_article_publications_v" USING btree ("version_published_at");
  CREATE INDEX "_article_publications_v_version_version_visible_idx" ON "_article_publications_v" USING btree ("version_visible");
  CREATE INDEX "_article_publications_v_version_version_updated_at_idx" ON "_article_publications_v" USING btree ("version_updated_at");
  CREATE INDEX "_article_publications_v_version_version_created_at_idx" ON "_article_publications_v" USING btree ("version_created_at");
  CREATE INDEX "_article_publications_v_version_version__status_idx" ON "_article_publications_v" USING btree ("version__status");
  CREATE INDEX "_article_publications_v_created_at_idx" ON "_article_publications_v" USING btree ("created_at");
  CREATE INDEX "_article_publications_v_updated_at_idx" ON "_article_publications_v" USING btree ("updated_at");
  CREATE INDEX "_article_publications_v_snapshot_idx" ON "_article_publications_v" USING btree ("snapshot");
  CREATE INDEX "_article_publications_v_published_locale_idx" ON "_article_publications_v" USING btree ("published_locale");
  CREATE INDEX "_article_publications_v_latest_idx" ON "_article_publications_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_article_publications_v_locales_locale_parent_id_unique" ON "_article_publications_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_active_idx" ON "_popups_v" USING btree ("version_active");
  CREATE INDEX "_popups_v_version_version_starts_at_idx" ON "_popups_v" USING btree ("version_starts_at");
  CREATE INDEX "_popups_v_version_version_ends_at_idx" ON "_popups_v" USING btree ("version_ends_at");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_snapshot_idx" ON "_popups_v" USING btree ("snapshot");
  CREATE INDEX "_popups_v_published_locale_idx" ON "_popups_v" USING btree ("published_locale");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_popups_v_locales_locale_parent_id_unique" ON "_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "professors_locales" ADD CONSTRAINT "professors_locales_details_image_id_media_id_fk" FOREIGN KEY ("details_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offline_seminars__status_idx" ON "offline_seminars" USING btree ("_status");
  CREATE INDEX "weekly_news__status_idx" ON "weekly_news" USING btree ("_status");
  CREATE INDEX "article_publications__status_idx" ON "article_publications" USING btree ("_status");
  CREATE INDEX "professors_details_image_idx" ON "professors_locales" USING btree ("details_image_id","_locale");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  UPDATE "professors_locales" SET "details_image_id" = "professors"."details_image_id" FROM "professors" WHERE "professors"."id" = "professors_locales"."_parent_id" AND "professors_locales"."_locale" = 'ko';
  ALTER TABLE "professors" DROP COLUMN "details_image_id";`)
  // What the public saw before the drafts came stays published.
  await db.execute(sql`
   UPDATE "offline_seminars" SET "_status" = 'published';
  UPDATE "weekly_news" SET "_status" = 'published';
  UPDATE "article_publications" SET "_status" = 'published';
  UPDATE "popups" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_offline_seminars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offline_seminars_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_weekly_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_weekly_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_article_publications_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_article_publications_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_offline_seminars_v" CASCADE;
  DROP TABLE "_offline_seminars_v_locales" CASCADE;
  DROP TABLE "_weekly_news_v" CASCADE;
  DROP TABLE "_weekly_news_v_locales" CASCADE;
  DROP TABLE "_article_publications_v" CASCADE;
  DROP TABLE "_article_publications_v_locales" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "professors_locales" DROP CONSTRAINT "professors_locales_details_image_id_media_id_fk";
  
  DROP INDEX "offline_seminars__status_idx";
  DROP INDEX "weekly_news__status_idx";
  DROP INDEX "article_publications__status_idx";
  DROP INDEX "professors_details_image_idx";
  DROP INDEX "popups__status_idx";
  ALTER TABLE "offline_seminars" ALTER COLUMN "preview_image_id" SET NOT NULL;
  ALTER TABLE "offline_seminars" ALTER COLUMN "event_date" SET NOT NULL;
  ALTER TABLE "offline_seminars_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "weekly_news" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "weekly_news_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "article_publications" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "article_publications_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "top" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "left" SET NOT NULL;
  ALTER TABLE "popups_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "professors" ADD COLUMN "details_image_id" integer;
  ALTER TABLE "professors" ADD CONSTRAINT "professors_details_image_id_media_id_fk" FOREIGN KEY ("details_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "professors_details_image_idx" ON "professors" USING btree ("details_image_id");
  ALTER TABLE "news" DROP COLUMN "hide_from_english";
  ALTER TABLE "_news_v" DROP COLUMN "version_hide_from_english";
  ALTER TABLE "offline_seminars" DROP COLUMN "hide_from_english";
  ALTER TABLE "offline_seminars" DROP COLUMN "_status";
  ALTER TABLE "weekly_news" DROP COLUMN "hide_from_english";
  ALTER TABLE "weekly_news" DROP COLUMN "_status";
  ALTER TABLE "article_publications" DROP COLUMN "hide_from_english";
  ALTER TABLE "article_publications" DROP COLUMN "_status";
  ALTER TABLE "downloads" DROP COLUMN "hide_from_english";
  ALTER TABLE "professors_locales" DROP COLUMN "details_image_id";
  ALTER TABLE "galleries" DROP COLUMN "hide_from_english";
  ALTER TABLE "popups" DROP COLUMN "_status";
  DROP TYPE "public"."enum_offline_seminars_status";
  DROP TYPE "public"."enum__offline_seminars_v_version_status";
  DROP TYPE "public"."enum__offline_seminars_v_published_locale";
  DROP TYPE "public"."enum_weekly_news_status";
  DROP TYPE "public"."enum__weekly_news_v_version_status";
  DROP TYPE "public"."enum__weekly_news_v_published_locale";
  DROP TYPE "public"."enum_article_publications_status";
  DROP TYPE "public"."enum__article_publications_v_version_status";
  DROP TYPE "public"."enum__article_publications_v_published_locale";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum__popups_v_published_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

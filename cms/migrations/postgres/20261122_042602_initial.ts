import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_users_type" AS ENUM('student', 'professor', 'admin');
  CREATE TYPE "public"."enum_users_state" AS ENUM('pending', 'active', 'rejected', 'disabled');
  CREATE TYPE "public"."enum_users_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_professors_kind" AS ENUM('full-time', 'adjunct');
  CREATE TYPE "public"."enum_socials_icon" AS ENUM('youtube', 'facebook', 'instagram', 'blog', 'kakao', 'x');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_users_type" DEFAULT 'student' NOT NULL,
  	"state" "enum_users_state" DEFAULT 'active' NOT NULL,
  	"locale" "enum_users_locale" DEFAULT 'ko',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sub_menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sub_menus_locales" (
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "static_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "static_pages_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"cover_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_cover_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offline_seminars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"preview_image_id" integer NOT NULL,
  	"event_date" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offline_seminars_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "weekly_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "weekly_news_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "article_publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "article_publications_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "admission_counselling" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_counselling_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "academic_regulation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academic_regulation_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ministry_of_ministry" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ministry_of_ministry_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "department_of_missiology" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "department_of_missiology_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "department_of_pastoral_music" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "department_of_pastoral_music_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "subject_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subject_groups_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "professors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_professors_kind" DEFAULT 'full-time' NOT NULL,
  	"subject_group_id" integer NOT NULL,
  	"photo_id" integer,
  	"details_image_id" integer,
  	"user_id" integer,
  	"email" varchar,
  	"phone" varchar,
  	"birth_date" timestamp(3) with time zone,
  	"home_address" varchar,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "professors_locales" (
  	"name" varchar NOT NULL,
  	"details" jsonb,
  	"office_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"image_count" numeric DEFAULT 0,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "galleries_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sample_lectures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" integer NOT NULL,
  	"thumbnail_id" integer NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sample_lectures_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"top" numeric DEFAULT 10 NOT NULL,
  	"left" numeric DEFAULT 10 NOT NULL,
  	"active" boolean DEFAULT true,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups_locales" (
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "socials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" "enum_socials_icon" NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "socials_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"open_for_application" boolean DEFAULT true,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "registration_windows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"decorative" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"menus_id" integer,
  	"sub_menus_id" integer,
  	"static_pages_id" integer,
  	"news_id" integer,
  	"offline_seminars_id" integer,
  	"weekly_news_id" integer,
  	"article_publications_id" integer,
  	"downloads_id" integer,
  	"admission_counselling_id" integer,
  	"academic_regulation_id" integer,
  	"ministry_of_ministry_id" integer,
  	"department_of_missiology_id" integer,
  	"department_of_pastoral_music_id" integer,
  	"subject_groups_id" integer,
  	"professors_id" integer,
  	"faqs_id" integer,
  	"galleries_id" integer,
  	"sample_lectures_id" integer,
  	"popups_id" integer,
  	"socials_id" integer,
  	"footer_banners_id" integer,
  	"departments_id" integer,
  	"registration_windows_id" integer,
  	"media_id" integer,
  	"files_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_video_url" varchar,
  	"home_video_id" integer,
  	"postal_code" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"school_name" varchar,
  	"school_message" varchar,
  	"street" varchar,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sub_menus_locales" ADD CONSTRAINT "sub_menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sub_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "static_pages_locales" ADD CONSTRAINT "static_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offline_seminars" ADD CONSTRAINT "offline_seminars_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offline_seminars_locales" ADD CONSTRAINT "offline_seminars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offline_seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "weekly_news_locales" ADD CONSTRAINT "weekly_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."weekly_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_publications_locales" ADD CONSTRAINT "article_publications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."article_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_counselling_locales" ADD CONSTRAINT "admission_counselling_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_counselling"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academic_regulation_locales" ADD CONSTRAINT "academic_regulation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academic_regulation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ministry_of_ministry_locales" ADD CONSTRAINT "ministry_of_ministry_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ministry_of_ministry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_of_missiology_locales" ADD CONSTRAINT "department_of_missiology_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."department_of_missiology"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_of_pastoral_music_locales" ADD CONSTRAINT "department_of_pastoral_music_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."department_of_pastoral_music"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subject_groups_locales" ADD CONSTRAINT "subject_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subject_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professors" ADD CONSTRAINT "professors_subject_group_id_subject_groups_id_fk" FOREIGN KEY ("subject_group_id") REFERENCES "public"."subject_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professors" ADD CONSTRAINT "professors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professors" ADD CONSTRAINT "professors_details_image_id_media_id_fk" FOREIGN KEY ("details_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professors" ADD CONSTRAINT "professors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professors_locales" ADD CONSTRAINT "professors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_images" ADD CONSTRAINT "galleries_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries_images" ADD CONSTRAINT "galleries_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_locales" ADD CONSTRAINT "galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_lectures" ADD CONSTRAINT "sample_lectures_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_lectures" ADD CONSTRAINT "sample_lectures_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_lectures_locales" ADD CONSTRAINT "sample_lectures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "socials_locales" ADD CONSTRAINT "socials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_banners" ADD CONSTRAINT "footer_banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_locales" ADD CONSTRAINT "departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sub_menus_fk" FOREIGN KEY ("sub_menus_id") REFERENCES "public"."sub_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_static_pages_fk" FOREIGN KEY ("static_pages_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offline_seminars_fk" FOREIGN KEY ("offline_seminars_id") REFERENCES "public"."offline_seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_weekly_news_fk" FOREIGN KEY ("weekly_news_id") REFERENCES "public"."weekly_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_publications_fk" FOREIGN KEY ("article_publications_id") REFERENCES "public"."article_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_counselling_fk" FOREIGN KEY ("admission_counselling_id") REFERENCES "public"."admission_counselling"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academic_regulation_fk" FOREIGN KEY ("academic_regulation_id") REFERENCES "public"."academic_regulation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ministry_of_ministry_fk" FOREIGN KEY ("ministry_of_ministry_id") REFERENCES "public"."ministry_of_ministry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_department_of_missiology_fk" FOREIGN KEY ("department_of_missiology_id") REFERENCES "public"."department_of_missiology"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_department_of_pastoral_musi_fk" FOREIGN KEY ("department_of_pastoral_music_id") REFERENCES "public"."department_of_pastoral_music"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subject_groups_fk" FOREIGN KEY ("subject_groups_id") REFERENCES "public"."subject_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_professors_fk" FOREIGN KEY ("professors_id") REFERENCES "public"."professors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_lectures_fk" FOREIGN KEY ("sample_lectures_id") REFERENCES "public"."sample_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_socials_fk" FOREIGN KEY ("socials_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footer_banners_fk" FOREIGN KEY ("footer_banners_id") REFERENCES "public"."footer_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registration_windows_fk" FOREIGN KEY ("registration_windows_id") REFERENCES "public"."registration_windows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_home_video_id_media_id_fk" FOREIGN KEY ("home_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "menus_slug_idx" ON "menus" USING btree ("slug");
  CREATE INDEX "menus_order_idx" ON "menus" USING btree ("order");
  CREATE INDEX "menus_visible_idx" ON "menus" USING btree ("visible");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sub_menus_menu_idx" ON "sub_menus" USING btree ("menu_id");
  CREATE INDEX "sub_menus_slug_idx" ON "sub_menus" USING btree ("slug");
  CREATE INDEX "sub_menus_order_idx" ON "sub_menus" USING btree ("order");
  CREATE INDEX "sub_menus_visible_idx" ON "sub_menus" USING btree ("visible");
  CREATE INDEX "sub_menus_updated_at_idx" ON "sub_menus" USING btree ("updated_at");
  CREATE INDEX "sub_menus_created_at_idx" ON "sub_menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "menu_slug_idx" ON "sub_menus" USING btree ("menu_id","slug");
  CREATE UNIQUE INDEX "sub_menus_locales_locale_parent_id_unique" ON "sub_menus_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "static_pages_slug_idx" ON "static_pages" USING btree ("slug");
  CREATE INDEX "static_pages_visible_idx" ON "static_pages" USING btree ("visible");
  CREATE INDEX "static_pages_updated_at_idx" ON "static_pages" USING btree ("updated_at");
  CREATE INDEX "static_pages_created_at_idx" ON "static_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "static_pages_locales_locale_parent_id_unique" ON "static_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offline_seminars_preview_image_idx" ON "offline_seminars" USING btree ("preview_image_id");
  CREATE INDEX "offline_seminars_event_date_idx" ON "offline_seminars" USING btree ("event_date");
  CREATE INDEX "offline_seminars_visible_idx" ON "offline_seminars" USING btree ("visible");
  CREATE INDEX "offline_seminars_updated_at_idx" ON "offline_seminars" USING btree ("updated_at");
  CREATE INDEX "offline_seminars_created_at_idx" ON "offline_seminars" USING btree ("created_at");
  CREATE UNIQUE INDEX "offline_seminars_locales_locale_parent_id_unique" ON "offline_seminars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "weekly_news_published_at_idx" ON "weekly_news" USING btree ("published_at");
  CREATE INDEX "weekly_news_visible_idx" ON "weekly_news" USING btree ("visible");
  CREATE INDEX "weekly_news_updated_at_idx" ON "weekly_news" USING btree ("updated_at");
  CREATE INDEX "weekly_news_created_at_idx" ON "weekly_news" USING btree ("created_at");
  CREATE UNIQUE INDEX "weekly_news_locales_locale_parent_id_unique" ON "weekly_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "article_publications_published_at_idx" ON "article_publications" USING btree ("published_at");
  CREATE INDEX "article_publications_visible_idx" ON "article_publications" USING btree ("visible");
  CREATE INDEX "article_publications_updated_at_idx" ON "article_publications" USING btree ("updated_at");
  CREATE INDEX "article_publications_created_at_idx" ON "article_publications" USING btree ("created_at");
  CREATE UNIQUE INDEX "article_publications_locales_locale_parent_id_unique" ON "article_publications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_file_idx" ON "downloads" USING btree ("file_id");
  CREATE INDEX "downloads_published_at_idx" ON "downloads" USING btree ("published_at");
  CREATE INDEX "downloads_visible_idx" ON "downloads" USING btree ("visible");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_counselling_published_at_idx" ON "admission_counselling" USING btree ("published_at");
  CREATE INDEX "admission_counselling_visible_idx" ON "admission_counselling" USING btree ("visible");
  CREATE INDEX "admission_counselling_updated_at_idx" ON "admission_counselling" USING btree ("updated_at");
  CREATE INDEX "admission_counselling_created_at_idx" ON "admission_counselling" USING btree ("created_at");
  CREATE UNIQUE INDEX "admission_counselling_locales_locale_parent_id_unique" ON "admission_counselling_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "academic_regulation_order_idx" ON "academic_regulation" USING btree ("order");
  CREATE INDEX "academic_regulation_visible_idx" ON "academic_regulation" USING btree ("visible");
  CREATE INDEX "academic_regulation_updated_at_idx" ON "academic_regulation" USING btree ("updated_at");
  CREATE INDEX "academic_regulation_created_at_idx" ON "academic_regulation" USING btree ("created_at");
  CREATE UNIQUE INDEX "academic_regulation_locales_locale_parent_id_unique" ON "academic_regulation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ministry_of_ministry_order_idx" ON "ministry_of_ministry" USING btree ("order");
  CREATE INDEX "ministry_of_ministry_visible_idx" ON "ministry_of_ministry" USING btree ("visible");
  CREATE INDEX "ministry_of_ministry_updated_at_idx" ON "ministry_of_ministry" USING btree ("updated_at");
  CREATE INDEX "ministry_of_ministry_created_at_idx" ON "ministry_of_ministry" USING btree ("created_at");
  CREATE UNIQUE INDEX "ministry_of_ministry_locales_locale_parent_id_unique" ON "ministry_of_ministry_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "department_of_missiology_order_idx" ON "department_of_missiology" USING btree ("order");
  CREATE INDEX "department_of_missiology_visible_idx" ON "department_of_missiology" USING btree ("visible");
  CREATE INDEX "department_of_missiology_updated_at_idx" ON "department_of_missiology" USING btree ("updated_at");
  CREATE INDEX "department_of_missiology_created_at_idx" ON "department_of_missiology" USING btree ("created_at");
  CREATE UNIQUE INDEX "department_of_missiology_locales_locale_parent_id_unique" ON "department_of_missiology_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "department_of_pastoral_music_order_idx" ON "department_of_pastoral_music" USING btree ("order");
  CREATE INDEX "department_of_pastoral_music_visible_idx" ON "department_of_pastoral_music" USING btree ("visible");
  CREATE INDEX "department_of_pastoral_music_updated_at_idx" ON "department_of_pastoral_music" USING btree ("updated_at");
  CREATE INDEX "department_of_pastoral_music_created_at_idx" ON "department_of_pastoral_music" USING btree ("created_at");
  CREATE UNIQUE INDEX "department_of_pastoral_music_locales_locale_parent_id_unique" ON "department_of_pastoral_music_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "subject_groups_order_idx" ON "subject_groups" USING btree ("order");
  CREATE INDEX "subject_groups_updated_at_idx" ON "subject_groups" USING btree ("updated_at");
  CREATE INDEX "subject_groups_created_at_idx" ON "subject_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "subject_groups_locales_locale_parent_id_unique" ON "subject_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "professors_kind_idx" ON "professors" USING btree ("kind");
  CREATE INDEX "professors_subject_group_idx" ON "professors" USING btree ("subject_group_id");
  CREATE INDEX "professors_photo_idx" ON "professors" USING btree ("photo_id");
  CREATE INDEX "professors_details_image_idx" ON "professors" USING btree ("details_image_id");
  CREATE INDEX "professors_user_idx" ON "professors" USING btree ("user_id");
  CREATE INDEX "professors_order_idx" ON "professors" USING btree ("order");
  CREATE INDEX "professors_visible_idx" ON "professors" USING btree ("visible");
  CREATE INDEX "professors_updated_at_idx" ON "professors" USING btree ("updated_at");
  CREATE INDEX "professors_created_at_idx" ON "professors" USING btree ("created_at");
  CREATE UNIQUE INDEX "professors_locales_locale_parent_id_unique" ON "professors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "faqs_visible_idx" ON "faqs" USING btree ("visible");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "galleries_images_order_idx" ON "galleries_images" USING btree ("_order");
  CREATE INDEX "galleries_images_parent_id_idx" ON "galleries_images" USING btree ("_parent_id");
  CREATE INDEX "galleries_images_image_idx" ON "galleries_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "galleries_slug_idx" ON "galleries" USING btree ("slug");
  CREATE INDEX "galleries_image_count_idx" ON "galleries" USING btree ("image_count");
  CREATE INDEX "galleries_published_at_idx" ON "galleries" USING btree ("published_at");
  CREATE INDEX "galleries_visible_idx" ON "galleries" USING btree ("visible");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE UNIQUE INDEX "galleries_locales_locale_parent_id_unique" ON "galleries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sample_lectures_video_idx" ON "sample_lectures" USING btree ("video_id");
  CREATE INDEX "sample_lectures_thumbnail_idx" ON "sample_lectures" USING btree ("thumbnail_id");
  CREATE INDEX "sample_lectures_order_idx" ON "sample_lectures" USING btree ("order");
  CREATE INDEX "sample_lectures_visible_idx" ON "sample_lectures" USING btree ("visible");
  CREATE INDEX "sample_lectures_updated_at_idx" ON "sample_lectures" USING btree ("updated_at");
  CREATE INDEX "sample_lectures_created_at_idx" ON "sample_lectures" USING btree ("created_at");
  CREATE UNIQUE INDEX "sample_lectures_locales_locale_parent_id_unique" ON "sample_lectures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_active_idx" ON "popups" USING btree ("active");
  CREATE INDEX "popups_starts_at_idx" ON "popups" USING btree ("starts_at");
  CREATE INDEX "popups_ends_at_idx" ON "popups" USING btree ("ends_at");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "socials_order_idx" ON "socials" USING btree ("order");
  CREATE INDEX "socials_updated_at_idx" ON "socials" USING btree ("updated_at");
  CREATE INDEX "socials_created_at_idx" ON "socials" USING btree ("created_at");
  CREATE UNIQUE INDEX "socials_locales_locale_parent_id_unique" ON "socials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_banners_image_idx" ON "footer_banners" USING btree ("image_id");
  CREATE INDEX "footer_banners_order_idx" ON "footer_banners" USING btree ("order");
  CREATE INDEX "footer_banners_updated_at_idx" ON "footer_banners" USING btree ("updated_at");
  CREATE INDEX "footer_banners_created_at_idx" ON "footer_banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "departments_code_idx" ON "departments" USING btree ("code");
  CREATE INDEX "departments_open_for_application_idx" ON "departments" USING btree ("open_for_application");
  CREATE INDEX "departments_order_idx" ON "departments" USING btree ("order");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE UNIQUE INDEX "departments_locales_locale_parent_id_unique" ON "departments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "registration_windows_starts_at_idx" ON "registration_windows" USING btree ("starts_at");
  CREATE INDEX "registration_windows_ends_at_idx" ON "registration_windows" USING btree ("ends_at");
  CREATE INDEX "registration_windows_updated_at_idx" ON "registration_windows" USING btree ("updated_at");
  CREATE INDEX "registration_windows_created_at_idx" ON "registration_windows" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_sub_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("sub_menus_id");
  CREATE INDEX "payload_locked_documents_rels_static_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("static_pages_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_offline_seminars_id_idx" ON "payload_locked_documents_rels" USING btree ("offline_seminars_id");
  CREATE INDEX "payload_locked_documents_rels_weekly_news_id_idx" ON "payload_locked_documents_rels" USING btree ("weekly_news_id");
  CREATE INDEX "payload_locked_documents_rels_article_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("article_publications_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_admission_counselling_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_counselling_id");
  CREATE INDEX "payload_locked_documents_rels_academic_regulation_id_idx" ON "payload_locked_documents_rels" USING btree ("academic_regulation_id");
  CREATE INDEX "payload_locked_documents_rels_ministry_of_ministry_id_idx" ON "payload_locked_documents_rels" USING btree ("ministry_of_ministry_id");
  CREATE INDEX "payload_locked_documents_rels_department_of_missiology_i_idx" ON "payload_locked_documents_rels" USING btree ("department_of_missiology_id");
  CREATE INDEX "payload_locked_documents_rels_department_of_pastoral_mus_idx" ON "payload_locked_documents_rels" USING btree ("department_of_pastoral_music_id");
  CREATE INDEX "payload_locked_documents_rels_subject_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("subject_groups_id");
  CREATE INDEX "payload_locked_documents_rels_professors_id_idx" ON "payload_locked_documents_rels" USING btree ("professors_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_sample_lectures_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_lectures_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_socials_id_idx" ON "payload_locked_documents_rels" USING btree ("socials_id");
  CREATE INDEX "payload_locked_documents_rels_footer_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("footer_banners_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_registration_windows_id_idx" ON "payload_locked_documents_rels" USING btree ("registration_windows_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "settings_home_video_idx" ON "settings" USING btree ("home_video_id");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "sub_menus" CASCADE;
  DROP TABLE "sub_menus_locales" CASCADE;
  DROP TABLE "static_pages" CASCADE;
  DROP TABLE "static_pages_locales" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "offline_seminars" CASCADE;
  DROP TABLE "offline_seminars_locales" CASCADE;
  DROP TABLE "weekly_news" CASCADE;
  DROP TABLE "weekly_news_locales" CASCADE;
  DROP TABLE "article_publications" CASCADE;
  DROP TABLE "article_publications_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "admission_counselling" CASCADE;
  DROP TABLE "admission_counselling_locales" CASCADE;
  DROP TABLE "academic_regulation" CASCADE;
  DROP TABLE "academic_regulation_locales" CASCADE;
  DROP TABLE "ministry_of_ministry" CASCADE;
  DROP TABLE "ministry_of_ministry_locales" CASCADE;
  DROP TABLE "department_of_missiology" CASCADE;
  DROP TABLE "department_of_missiology_locales" CASCADE;
  DROP TABLE "department_of_pastoral_music" CASCADE;
  DROP TABLE "department_of_pastoral_music_locales" CASCADE;
  DROP TABLE "subject_groups" CASCADE;
  DROP TABLE "subject_groups_locales" CASCADE;
  DROP TABLE "professors" CASCADE;
  DROP TABLE "professors_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "galleries_images" CASCADE;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "galleries_locales" CASCADE;
  DROP TABLE "sample_lectures" CASCADE;
  DROP TABLE "sample_lectures_locales" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "socials" CASCADE;
  DROP TABLE "socials_locales" CASCADE;
  DROP TABLE "footer_banners" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "departments_locales" CASCADE;
  DROP TABLE "registration_windows" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_type";
  DROP TYPE "public"."enum_users_state";
  DROP TYPE "public"."enum_users_locale";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_professors_kind";
  DROP TYPE "public"."enum_socials_icon";`)
}

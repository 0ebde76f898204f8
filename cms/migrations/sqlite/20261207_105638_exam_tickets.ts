import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`admission_rounds_locales\` ADD \`what_to_bring\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`interview_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`interview_place\` text;`)
  await db.run(sql`CREATE INDEX \`applications_interview_at_idx\` ON \`applications\` (\`interview_at\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`seal_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`settings_seal_idx\` ON \`settings\` (\`seal_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`home_video_url\` text,
  	\`home_video_id\` integer,
  	\`home_poster_id\` integer,
  	\`postal_code\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`naver_site_verification\` text,
  	\`google_site_verification\` text,
  	\`bing_site_verification\` text,
  	\`daum_webmaster_tool\` text,
  	\`privacy_ask_citizenship_no\` integer DEFAULT false,
  	\`privacy_officer_phone\` text,
  	\`privacy_officer_email\` text,
  	\`retention_approved_years\` numeric DEFAULT 3 NOT NULL,
  	\`retention_rejected_years\` numeric DEFAULT 1 NOT NULL,
  	\`retention_undecided_years\` numeric DEFAULT 1 NOT NULL,
  	\`retention_contact_months\` numeric DEFAULT 12 NOT NULL,
  	\`retention_mail_months\` numeric DEFAULT 6 NOT NULL,
  	\`backups_hour\` numeric DEFAULT 2 NOT NULL,
  	\`staff_sessions_idle_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "logo_id", "home_video_url", "home_video_id", "home_poster_id", "postal_code", "phone", "email", "naver_site_verification", "google_site_verification", "bing_site_verification", "daum_webmaster_tool", "privacy_ask_citizenship_no", "privacy_officer_phone", "privacy_officer_email", "retention_approved_years", "retention_rejected_years", "retention_undecided_years", "retention_contact_months", "retention_mail_months", "backups_hour", "staff_sessions_idle_minutes", "updated_at", "created_at") SELECT "id", "logo_id", "home_video_url", "home_video_id", "home_poster_id", "postal_code", "phone", "email", "naver_site_verification", "google_site_verification", "bing_site_verification", "daum_webmaster_tool", "privacy_ask_citizenship_no", "privacy_officer_phone", "privacy_officer_email", "retention_approved_years", "retention_rejected_years", "retention_undecided_years", "retention_contact_months", "retention_mail_months", "backups_hour", "staff_sessions_idle_minutes", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_logo_idx\` ON \`settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_home_video_idx\` ON \`settings\` (\`home_video_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_home_poster_idx\` ON \`settings\` (\`home_poster_id\`);`)
  await db.run(sql`DROP INDEX \`applications_interview_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`interview_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`interview_place\`;`)
  await db.run(sql`ALTER TABLE \`admission_rounds_locales\` DROP COLUMN \`what_to_bring\`;`)
}

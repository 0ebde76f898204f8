import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", "name_hangul", "name_chinese", "name_english", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at") SELECT "id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", "name_hangul", "name_chinese", "name_english", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // Every application stored before held a Korean applicant's resident number, if any (nationality takes its default).
  await db.run(sql`UPDATE \`applications\` SET \`unique_id_kind\` = 'citizenship' WHERE \`citizenship_no_encrypted\` IS NOT NULL;`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", "name_hangul", "name_chinese", "name_english", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at") SELECT "id", "state", "reference", "review_started_at", "student_number", "rejection_reason", "decided_at", "user_id", "locale", COALESCE("name_hangul", "name_english"), "name_chinese", "name_english", "citizenship_no_masked", "citizenship_no_encrypted", "age", "gender", "dob", "mobile", "email", "address", "photo_id", "last_education_start", "last_education_end", "last_school_name", "last_education_department", "last_education_special", "job_company", "job_position", "job_address", "admit_status", "department_id", "motive", "confession_of_faith_file_id", "study_plan_id", "theological_dissertation_file_id", "consents_privacy", "consents_unique_id", "consents_sensitive", "consents_notice_version", "consents_agreed_at", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
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
}

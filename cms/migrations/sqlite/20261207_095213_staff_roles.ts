import type { MigrateUpArgs, MigrateDownArgs} from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'editor' NOT NULL,
  	\`state\` text DEFAULT 'active' NOT NULL,
  	\`locale\` text DEFAULT 'ko',
  	\`legacy_password_hash\` text,
  	\`password_change_required\` integer DEFAULT false,
  	\`two_factor_since\` text,
  	\`totp_secret\` text,
  	\`totp_last_step\` numeric,
  	\`totp_pending_secret\` text,
  	\`recovery_codes\` text,
  	\`second_factor_proofs\` text,
  	\`second_factor_refusals\` text,
  	\`passkeys\` text,
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
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "type", "state", "locale", "legacy_password_hash", "password_change_required", "two_factor_since", "totp_secret", "totp_last_step", "totp_pending_secret", "recovery_codes", "second_factor_proofs", "second_factor_refusals", "passkeys", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "type", "state", "locale", "legacy_password_hash", "password_change_required", "two_factor_since", "totp_secret", "totp_last_step", "totp_pending_secret", "recovery_codes", "second_factor_proofs", "second_factor_refusals", "passkeys", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'student' NOT NULL,
  	\`state\` text DEFAULT 'active' NOT NULL,
  	\`locale\` text DEFAULT 'ko',
  	\`legacy_password_hash\` text,
  	\`password_change_required\` integer DEFAULT false,
  	\`two_factor_since\` text,
  	\`totp_secret\` text,
  	\`totp_last_step\` numeric,
  	\`totp_pending_secret\` text,
  	\`recovery_codes\` text,
  	\`second_factor_proofs\` text,
  	\`second_factor_refusals\` text,
  	\`passkeys\` text,
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
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "type", "state", "locale", "legacy_password_hash", "password_change_required", "two_factor_since", "totp_secret", "totp_last_step", "totp_pending_secret", "recovery_codes", "second_factor_proofs", "second_factor_refusals", "passkeys", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "type", "state", "locale", "legacy_password_hash", "password_change_required", "two_factor_since", "totp_secret", "totp_last_step", "totp_pending_secret", "recovery_codes", "second_factor_proofs", "second_factor_refusals", "passkeys", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}

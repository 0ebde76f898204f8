import type { Migration } from 'payload'

import { usesPostgres } from '../db'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

/**
 * The committed migrations of the database in use, imported so that they run without a TypeScript loader.
 * Each adapter types its own migration arguments; Payload's generic list takes them as they are.
 */
export const migrations = (usesPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]

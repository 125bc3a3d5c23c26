import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RESUME_FILE_TYPES } from '@/shared/constants';
import { oneOf } from './checks';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import { users } from './users';

/** bytea as a Buffer on both engines (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The latest resume per user: the original file, its text and its analysis. A new upload replaces
 * it, keeping the one before's name, date, text and analysis in the previous_* columns so the two
 * can be compared (its file is not kept). The file's bytes are in `content` on PostgreSQL, and on
 * the embedded engine in a file under DATA_DIR named by `storage_key` (ADR 011: PGlite writes a
 * 5 MB bytea on the event loop).
 */
export const resumes = pgTable(
  'resumes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: RESUME_FILE_TYPES }).notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content'),
    storageKey: text('storage_key'),
    text: text('text').notNull(),
    analysis: jsonb('analysis').$type<ResumeAnalysis>().notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    previousFileName: text('previous_file_name'),
    previousUploadedAt: timestamp('previous_uploaded_at', { withTimezone: true }),
    previousText: text('previous_text'),
    previousAnalysis: jsonb('previous_analysis').$type<ResumeAnalysis>(),
  },
  (table) => [
    check('resumes_file_stored', sql`(${table.content} is null) <> (${table.storageKey} is null)`),
    oneOf('resumes_file_type_check', table.fileType, RESUME_FILE_TYPES),
  ],
);

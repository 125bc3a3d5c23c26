import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import { oneOf } from './checks';

/**
 * The paid catalogue; rows come from content/courses.json through the seed. `track` is the one
 * track id; the spec's `roleType` spelling (customer_success) is derived from it at the API.
 */
export const courses = pgTable(
  'courses',
  {
    /** Course ids in payments: 6 sales, 7 customer success, 8 learning and development. */
    id: integer('id').primaryKey(),
    track: text('track', { enum: TRACK_SLUGS }).notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    estimatedDuration: text('estimated_duration').notNull(),
    priceCents: integer('price_cents').notNull(),
    learningObjectives: text('learning_objectives').array().notNull(),
  },
  (t) => [oneOf('courses_track_check', t.track, TRACK_SLUGS)],
);

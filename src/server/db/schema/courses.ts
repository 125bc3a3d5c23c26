import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The paid catalogue; rows come from content/courses.json through the seed. */
export const courses = pgTable('courses', {
  /** Course ids in payments: 6 sales, 7 customer success, 8 learning and development. */
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  roleType: text('role_type').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  estimatedDuration: text('estimated_duration').notNull(),
  priceCents: integer('price_cents').notNull(),
  learningObjectives: text('learning_objectives').array().notNull(),
});

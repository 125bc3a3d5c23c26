import { sql } from 'drizzle-orm';
import type { Content } from '../content/load-content';
import type { Database } from './client';
import { courses } from './schema';

/** Idempotent: brings catalogue rows in line with content/ on every start. */
export async function seedDatabase(db: Database, content: Content): Promise<void> {
  await db
    .insert(courses)
    .values(
      content.courses.map((c) => ({
        id: c.id,
        track: c.slug,
        title: c.title,
        description: c.description,
        estimatedDuration: c.estimatedDuration,
        priceCents: c.price,
        learningObjectives: c.learningObjectives,
      })),
    )
    .onConflictDoUpdate({
      target: courses.id,
      set: {
        track: sql`excluded.track`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        estimatedDuration: sql`excluded.estimated_duration`,
        priceCents: sql`excluded.price_cents`,
        learningObjectives: sql`excluded.learning_objectives`,
      },
    });
}

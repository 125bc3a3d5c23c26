import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database engine and that it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that only allows our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('seed', () => {
  it('is idempotent: seeding again keeps exactly the three catalogue courses', async () => {
    await seedDatabase(t.db, t.app.content);
    await seedDatabase(t.db, t.app.content);
    const rows = await t.db.select().from(courses);
    expect(rows.map((r) => r.id).sort()).toEqual([6, 7, 8]);
  });
});

describe('GET /api/courses', () => {
  it('lists the catalogue with module counts taken from the mini-course definitions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; moduleCount: number; price: number }[];
    expect(list.map((c) => c.id)).toEqual([6, 7, 8]);
    expect(list.map((c) => c.moduleCount)).toEqual([
      t.app.content.miniCourses.sales.modules.length,
      t.app.content.miniCourses['customer-success'].modules.length,
      t.app.content.miniCourses['learning-development'].modules.length,
    ]);
    expect(list.map((c) => c.moduleCount)).toEqual([6, 5, 5]);
    expect(list.every((c) => c.price === 2900)).toBe(true);
    // A visitor's list has the spec's shape, with nothing paid or completed.
    for (const course of response.json()) {
      expect(course.hasPaid).toBe(false);
      expect(course.completed).toBe(false);
    }
  });

  it('reads the catalogue from the database once: it is written at start and never after', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/courses' });
    const again = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['server-timing']).not.toMatch(/Database/);
  });
});

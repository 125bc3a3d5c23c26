import type { Page } from 'playwright-core';
import { SAMPLE_TEACHER_RESUME } from '../../tests/helpers/resume-files';

/** A teacher signed up through the API, as the benchmarks use her. */
export interface Teacher {
  id: string;
  email: string;
  password: string;
  /** Her session cookie, "name=value". */
  cookie: string;
  /** The server she uses (one of several instances on PostgreSQL). */
  url: string;
}

/** Signs her up (the server's auth rate limits are lifted for benchmarks: see lib/server.ts). */
export async function signUpTeacher(url: string, n: number): Promise<Teacher> {
  const email = `bench.${n}.${Date.now()}@example.test`;
  const password = 'bench-pass-123';
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: `Teacher ${n}` }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { id: user.id, email, password, cookie, url };
}

/** What a teacher a week in has: an analysed resume and three applications. */
export async function settleIn(teacher: Teacher): Promise<void> {
  const form = new FormData();
  form.append('resume', new Blob([SAMPLE_TEACHER_RESUME], { type: 'text/plain' }), 'resume.txt');
  const upload = await fetch(`${teacher.url}/api/resumes/upload`, {
    method: 'POST',
    headers: { cookie: teacher.cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`resume upload answered ${upload.status}`);
  for (const company of ['Harbor Learning', 'Northwind Health', 'Tallyforge']) {
    const created = await fetch(`${teacher.url}/api/users/${teacher.id}/applications`, {
      method: 'POST',
      headers: { cookie: teacher.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Customer Success Manager',
        company,
        url: `https://jobs.example.org/${encodeURIComponent(company)}`,
      }),
    });
    if (!created.ok) throw new Error(`application answered ${created.status}`);
  }
}

/** Signs her in with the login form, which sets her session cookie and the stored user. */
export async function signInWithForm(page: Page, teacher: Teacher): Promise<void> {
  await page.goto(`${teacher.url}/login`);
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(teacher.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Her page after signing in, loaded whole (the session confirmed, what the app keeps of it on
  // this browser written), as a teacher who has used the app arrives at the page measured next.
  await page.waitForLoadState('networkidle');
}

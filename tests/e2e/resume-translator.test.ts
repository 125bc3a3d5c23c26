import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { pdfPages } from '../helpers/pdf-text';
import { makeDocx, makePdf } from '../helpers/resume-files';
import { JAMES, styledPdf } from '../helpers/styled-resumes';
import {
  downloadBy,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  signInReason,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LIAISON = readFileSync('tests/fixtures/resumes/teacher-cs-parent-liaison.txt', 'utf8');
const ELEMENTARY = readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt', 'utf8');
const LITERACY_NIGHT = "Organized the school's first Family Literacy Night";
/** Her own wording of that line: every fact in it is on her resume. */
const HER_WORDING =
  "Launched the school's first Family Literacy Night (2017) and grew it to 300+ attendees.";

/** The Accept / Edit / Reject group of the line that starts with `start`. */
const decisionOn = (page: Page, start: string) =>
  page.getByRole('group', { name: new RegExp(`^Your decision on “${start}`) });
const reviewed = (page: Page) =>
  page.getByRole('region', { name: 'Your review' }).getByText(/^\d+ of \d+ reviewed$/);

async function uploadOnDashboard(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await expect
    .poll(() => page.getByRole('heading', { name: 'Resume Analysis Complete' }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
}

/** The text of a DOCX's word/document.xml, its runs joined. */
function docxText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () =>
            resolve(
              [
                ...Buffer.concat(chunks)
                  .toString('utf8')
                  .matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g),
              ]
                .map((m) => m[1])
                .join('')
                .replace(/&apos;/g, "'")
                .replace(/&quot;/g, '"')
                .replace(/&lt;/g, '<')
                .replace(/&gt;/g, '>')
                .replace(/&amp;/g, '&'),
            ),
          );
        });
      });
      zip.on('end', () => reject(new Error('word/document.xml not in the zip')));
      zip.readEntry();
    });
  });
}

describe('The resume translator', () => {
  it('takes a teacher from sign-up to a tailored Customer Success resume: review, edit, progress, DOCX, rebuild', async () => {
    // 422: an edit the fact guard refuses, on purpose.
    const session = await openPage(browser, {
      allowErrors: [/status of 422/],
    });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Martinez');
    await page.waitForURL('**/dashboard');

    // Before she has a resume the translator says what it does and sends her to the upload.
    await page.goto('/resume-translator/customer-success');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Upload your resume first' }).count())
      .toBe(1);
    await page.getByRole('link', { name: 'Upload your resume' }).click();
    await page.waitForURL('**/dashboard?tab=profile');
    await uploadOnDashboard(page, 'rosa-martinez.pdf', await makePdf(LIAISON), 'application/pdf');
    await page.getByRole('button', { name: 'Get Started with This Path' }).click();
    await page.getByRole('button', { name: 'View Learning Courses' }).click();

    // Her path card leads to the translator; the build is slowed so its progress can be seen.
    await page.route('**/resume-translations', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const entry = page.getByRole('link', {
      name: 'Translate my resume for Customer Success Manager',
    });
    await expect.poll(() => entry.count()).toBe(1);
    await entry.click();
    await page.waitForURL('**/resume-translator/customer-success');
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Translating your resume for Customer Success Manager' })
          .count(),
      )
      .toBe(1);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /resume/ })
        .count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Experience', level: 2 }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.unrouteAll();

    expect(
      await page.getByRole('heading', { name: 'Your resume for Customer Success Manager' }).count(),
    ).toBe(1);
    expect(await page.getByRole('heading', { name: 'Summary' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Skills' }).count()).toBe(1);
    expect(
      await page.getByRole('heading', { name: 'Family Engagement Coordinator', level: 3 }).count(),
    ).toBe(1);
    expect(await page.getByText('Why a recruiter cares:').count()).toBeGreaterThan(3);
    const total = Number((await reviewed(page).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(4);
    expect(await reviewed(page).textContent()).toBe(`0 of ${total} reviewed`);
    const picker = page.getByRole('navigation', { name: 'Role to translate for' });
    expect(await picker.locator('a[aria-current="page"]').textContent()).toContain(
      `0 of ${total} reviewed`,
    );

    // She accepts two lines: the bar and the count move.
    const groups = page
      .getByRole('region', { name: 'Experience' })
      .getByRole('group', { name: /^Your decision on/ });
    const bar = page.getByRole('progressbar', { name: 'Items reviewed' });
    for (const [index, expected] of [
      [0, 1],
      [1, 2],
    ] as const) {
      const accept = groups.nth(index).getByRole('button', { name: 'Accept' });
      await accept.click();
      await expect.poll(() => accept.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => reviewed(page).textContent())
        .toBe(`${expected} of ${total} reviewed`);
    }
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo((2 / total) * 100, 1);

    // Undo is pressing it again; then she accepts it after all.
    const firstAccept = groups.nth(0).getByRole('button', { name: 'Accept' });
    await firstAccept.click();
    await expect.poll(() => reviewed(page).textContent()).toBe(`1 of ${total} reviewed`);
    expect(await firstAccept.getAttribute('aria-pressed')).toBe('false');
    await firstAccept.click();
    await expect.poll(() => reviewed(page).textContent()).toBe(`2 of ${total} reviewed`);

    // She edits a line: first with a fact her resume lacks (refused, said under the box), then in
    // words her resume supports.
    const night = decisionOn(page, LITERACY_NIGHT);
    await night.getByRole('button', { name: 'Edit' }).click();
    const box = page.getByLabel('Your wording for Customer Success Manager');
    expect(await box.getAttribute('maxlength')).toBe('400');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(
      "Launched the school's first Family Literacy Night for 140 families with Salesforce.",
    );
    await page.getByRole('button', { name: 'Save my wording' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'which your resume does not' });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.textContent()).toContain('"Salesforce"');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await box.fill(HER_WORDING);
    await page.getByRole('button', { name: 'Save my wording' }).click();
    await expect.poll(() => box.count()).toBe(0);
    await expect.poll(() => reviewed(page).textContent()).toBe(`3 of ${total} reviewed`);
    expect(await page.getByText(HER_WORDING).count()).toBe(1);
    expect(await page.getByText('Accepted, your wording').count()).toBe(1);
    expect(await page.getByText('One item is in your own words.').count()).toBe(1);

    // The tailored resume downloads with her name and the role, as a DOCX (a zip: "PK").
    const download = await downloadBy(page.getByRole('link', { name: 'Download DOCX' }));
    expect(download.suggestedFilename()).toBe('Rosa-I-Martinez-Resume-Customer-Success.docx');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = await docxText(bytes);
    expect(text).toContain(HER_WORDING);
    expect(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /\/resume-translations\/customer-success\/export\?format=pdf$/,
    );

    // A new resume makes the translation stale; a rebuild keeps her decisions. (The dashboard's
    // upload itself is the resume-analysis suite's subject: this one goes straight to the API.)
    const status = await page.evaluate(async (resumeText) => {
      const form = new FormData();
      form.append('resume', new File([resumeText], 'rosa-martinez-2.txt', { type: 'text/plain' }));
      const response = await fetch('/api/resumes/upload', { method: 'POST', body: form });
      return response.status;
    }, `${LIAISON}\n- Mentored two first-year teachers.`);
    expect(status).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your resume has changed' }).count())
      .toBe(1);
    expect(await picker.locator('a[aria-current="page"]').textContent()).toContain(
      'Resume changed',
    );
    await page.getByRole('button', { name: 'Rebuild translation' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your resume has changed' }).count(), {
        timeout: 20_000,
      })
      .toBe(0);
    await expect
      .poll(() => reviewed(page).textContent())
      .toMatch(new RegExp(`^3 of \\d+ reviewed$`));
    expect(await page.getByText(HER_WORDING).count()).toBe(1);

    // "Accept all remaining" reviews the rest: her lines first, then her summary sentences and
    // skills as they read by then, one request each (hence this test's longer time limit).
    await page.getByRole('button', { name: /^Accept all remaining/ }).click();
    await expect
      .poll(() => page.getByText('Everything is reviewed.').count(), { timeout: 20_000 })
      .toBe(1);
    const after = (await reviewed(page).textContent())!.match(/^(\d+) of (\d+)/)!;
    expect(after[1]).toBe(after[2]);
  }, 120_000);

  // The walk-through's James: a styled two-page PDF from a template, his name in spaced capitals,
  // each job's dates at the right of its title line (issue 34's end-to-end test).
  it('leaves out the summary he rejected from a styled two-page PDF: the export has none of it, all his lines, and each job with its dates', async () => {
    const session = await openPage(browser, { width: 1280, height: 900 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'James', 'Carter');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard?tab=profile');
    await uploadOnDashboard(page, 'james-carter.pdf', await styledPdf(JAMES), 'application/pdf');
    await page.goto('/resume-translator/sales');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Experience', level: 2 }).count(), {
        timeout: 20_000,
      })
      .toBe(1);

    // Each summary sentence sits beside the lines of her resume it was built from.
    const summary = page.getByRole('region', { name: 'Summary' });
    const sentences = summary.getByRole('listitem').filter({ hasText: 'Summary sentence' });
    const count = await sentences.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const [from, sentence] = await Promise.all([
      sentences
        .first()
        .getByText(/^From your lines?$/)
        .boundingBox(),
      sentences.first().getByText('Summary sentence', { exact: true }).boundingBox(),
    ]);
    expect(Math.abs(from!.y - sentence!.y)).toBeLessThan(4);
    expect(sentence!.x).toBeGreaterThan(from!.x + from!.width);
    // The sentences as the server built them, each shown on her screen.
    const exportHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const texts = await page.evaluate(
      async (url) => {
        const response = await fetch(url);
        const body = (await response.json()) as {
          items: { section: string; suggestion: string }[];
        };
        return body.items.filter((i) => i.section === 'summary').map((i) => i.suggestion);
      },
      exportHref!.replace(/\/export\?format=pdf$/, ''),
    );
    expect(texts).toHaveLength(count);
    for (const text of texts)
      expect(await summary.getByText(text, { exact: true }).count()).toBe(1);
    expect(texts.every((t) => t.length > 20)).toBe(true);

    // She leaves every sentence out, by keyboard.
    const total = Number((await reviewed(page).textContent())!.match(/of (\d+)/)![1]);
    for (let i = 0; i < count; i++) {
      const leaveOut = summary
        .getByRole('group', { name: /^Your decision on/ })
        .nth(i)
        .getByRole('button', { name: 'Leave out' });
      await leaveOut.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => leaveOut.getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => reviewed(page).textContent()).toBe(`${count} of ${total} reviewed`);
    expect(await summary.getByText('Left out', { exact: true }).count()).toBe(count);
    await expectNoAxeViolations(page);

    const download = await downloadBy(page.getByRole('link', { name: 'Download PDF' }));
    expect(download.suggestedFilename()).toBe('James-Carter-Resume-Sales.pdf');
    const pdf = readFileSync((await download.path())!);
    const pages = await pdfPages(pdf);
    // Compared without spaces: the PDF breaks lines where it must ("22– 24").
    const flat = (text: string) => text.replace(/\s+/g, '');
    const printed = flat(pages.join(' '));
    expect(printed).not.toContain('SUMMARY');
    for (const text of texts) expect(printed).not.toContain(flat(text));
    // Her name is the heading: the first words of the file, never a date.
    expect(pages[0]!.trimStart().slice(0, 60)).toMatch(/^James Carter/i);
    // Every job keeps its dates, printed after its title and before its first line.
    for (const job of JAMES.jobs) {
      const title = printed.indexOf(flat(job.title));
      const dates = printed.indexOf(flat(job.dates), title);
      expect(title, job.title).toBeGreaterThan(0);
      expect(dates, job.dates).toBeGreaterThan(title);
      expect(dates).toBeLessThan(printed.indexOf(flat(job.bullets[0]!).slice(0, 30)));
    }
    // Every line is his, as he wrote it (he accepted no rewrite).
    for (const line of JAMES.jobs.flatMap((job) => job.bullets))
      expect(printed).toContain(flat(line));

    // On a phone the sentence stacks under her lines, and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    const [fromPhone, sentencePhone] = await Promise.all([
      sentences
        .first()
        .getByText(/^From your lines?$/)
        .boundingBox(),
      sentences.first().getByText('Summary sentence', { exact: true }).boundingBox(),
    ]);
    expect(sentencePhone!.y).toBeGreaterThan(fromPhone!.y + fromPhone!.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }, 120_000);

  // Its axe scans cover every line, summary sentence and skill of two translations: on a busy
  // two-core machine that takes more than the default minute.
  it('works on a 360 px phone and by keyboard: signed out to login and back, axe-clean, no sideways scroll', async () => {
    const session = await openPage(browser, {
      width: 360,
      height: 780,
    });
    const { page } = session;
    const noSidewaysScroll = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    // Signed out, she is sent to log in and comes back after signing up.
    await page.goto('/resume-translator/learning-development');
    await page.waitForURL('**/login');
    await expect
      .poll(() => signInReason(page, 'Sign in to translate your resume.').count())
      .toBe(1);
    await signUpWithForm(page, 'Emily', 'Carter');
    await page.waitForURL('**/resume-translator/learning-development');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Upload your resume first' }).count())
      .toBe(1);
    await noSidewaysScroll();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Upload your resume' }).click();
    await page.waitForURL('**/dashboard?tab=profile');
    await uploadOnDashboard(
      page,
      'emily-carter.docx',
      await makeDocx(ELEMENTARY),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await page.goBack();
    await page.waitForURL('**/resume-translator/learning-development');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Experience', level: 2 }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await noSidewaysScroll();

    // By keyboard: accept a line, open the editor, leave it with Escape.
    const group = page
      .getByRole('region', { name: 'Experience' })
      .getByRole('group', { name: /^Your decision on/ })
      .first();
    const accept = group.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => accept.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => reviewed(page).textContent()).toMatch(/^1 of \d+ reviewed$/);
    await page.keyboard.press('Tab');
    const edit = group.getByRole('button', { name: 'Edit' });
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const box = page.getByLabel('Your wording for Learning & Development Specialist');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await noSidewaysScroll();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);

    // Original and suggestion stack on a phone: one above the other.
    const [original, suggestion] = await Promise.all([
      page.getByText('You wrote', { exact: true }).first().boundingBox(),
      page
        .getByText('For Learning & Development Specialist', { exact: true })
        .first()
        .boundingBox(),
    ]);
    expect(suggestion!.y).toBeGreaterThan(original!.y + original!.height);

    // The picker says which roles are built; another role builds on her first visit to it.
    const picker = page.getByRole('navigation', { name: 'Role to translate for' });
    expect(
      await picker.getByRole('link', { name: /^Learning & Development Specialist/ }).textContent(),
    ).toMatch(/1 of \d+ reviewed/);
    const customerSuccess = picker.getByRole('link', { name: /^Customer Success Manager/ });
    expect(await customerSuccess.textContent()).toContain('Not translated yet');
    await customerSuccess.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/resume-translator/customer-success');
    await expect
      .poll(() => page.getByText(/^0 of \d+ reviewed$/).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // A line she could make measurable carries its prompt.
    expect(await page.getByText('Make it stronger:').count()).toBeGreaterThan(0);
    await noSidewaysScroll();
    await expectNoAxeViolations(page);
  }, 120_000);
});

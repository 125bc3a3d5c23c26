import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import type { TrackSlug } from '@/shared/constants';
import {
  EXPECTED_401,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  moduleChecks,
  openPage,
  passModuleCheck,
  signUpWithForm,
} from '../helpers/browser';

const content = loadContent();
const previewOf = (slug: TrackSlug) => content.miniCourses[slug].modules[0]!;
/** A lesson's first "## " heading, as the page shows it. */
const firstHeading = (lesson = '') =>
  lesson
    .match(/^##\s+(.+)$/m)?.[1]
    ?.replace(/[*_`]/g, '')
    .trim();
/** The start of a sentence of the model answer without Markdown, to find it on the page. */
const exemplarLine = (exemplar = '') =>
  exemplar
    .split('\n')
    .map((line) =>
      line
        .replace(/^[#>\-*\d.\s]+/, '')
        .replace(/[*_`|]/g, '')
        .trim(),
    )
    .find((line) => line.length > 40)
    ?.slice(0, 40);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every track's lessons are written (issue 18). */
const TAUGHT_IN_WRITING: TrackSlug[] = ['sales', 'customer-success', 'learning-development'];

describe('A module page that teaches', () => {
  it.each(TAUGHT_IN_WRITING.map((slug) => [slug]))(
    '%s: shows a visitor the free preview lesson, its key terms, how AI changes the work and its video, if it has one',
    async (slug) => {
      const preview = previewOf(slug);
      const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
      const { page } = session;
      await page.goto(`/course/${slug}/module/1`);
      const lesson = page.getByRole('article', { name: 'Lesson' });
      await expect.poll(() => lesson.count()).toBe(1);
      const heading = firstHeading(preview.lesson);
      expect(heading, `${slug} module 1 lesson has a ## heading`).toEqual(expect.any(String));
      // The lesson's Markdown renderer is a chunk of its own, which may arrive after the lesson.
      await expect.poll(() => lesson.getByRole('heading', { name: heading }).count()).toBe(1);
      expect(await lesson.locator('script, img, iframe').count()).toBe(0);

      const terms = page.locator('dl dt');
      expect(await terms.allTextContents()).toEqual(preview.keyTerms?.map((k) => k.term));

      // How AI tools change this work (issue 32), as a section of its own under the lesson.
      const ai = page.getByRole('region', { name: 'How AI tools change this work today' });
      expect(await ai.count()).toBe(1);
      expect(await ai.textContent()).toContain(preview.aiToday.slice(0, 60));

      const watch = page.getByRole('link', { name: /Watch on YouTube/ });
      if (!preview.videoLink) {
        // A module whose tangential video was dropped shows no video card at all.
        expect(await watch.count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Play it here' }).count()).toBe(0);
        await expectNoAxeViolations(page);
        expectNoConsoleErrors(session);
        await session.context.close();
        return;
      }
      const video = page.getByRole('link', { name: preview.videoTitle });
      expect(await video.getAttribute('href')).toBe(
        `https://www.youtube.com/watch?v=${preview.videoLink.slice(-11)}`,
      );
      expect(await video.getAttribute('rel')).toContain('noopener');
      // Before she asks for the player, a card names the video and links to it (walkthrough m7:
      // offline, a bare player was a black box); nothing is loaded from YouTube yet.
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await watch.getAttribute('href')).toBe(await video.getAttribute('href'));
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Play it here' }).click();
      await expect
        .poll(() => page.locator(`iframe[title="${preview.videoTitle}"]`).count())
        .toBe(1);
      expect(await page.getByRole('heading', { name: 'Compare with a model answer' }).count()).toBe(
        0,
      );
      await expectNoAxeViolations(page);
      expectNoConsoleErrors(session);
      await session.context.close();
    },
  );

  it('keeps her response, then reveals the model answer; works at 360 px and by keyboard', async () => {
    const slug = 'learning-development';
    const preview = previewOf(slug);
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_401],
    });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Reyes');
    await page.waitForURL('**/dashboard');
    await page.goto(`/course/${slug}/module/1`);
    // The AI paragraph is on this page too, so the no-sideways-scroll check below covers it.
    await expect
      .poll(() => page.getByRole('region', { name: 'How AI tools change this work today' }).count())
      .toBe(1);

    const box = page.getByLabel('Your response');
    await box.fill(
      'Project: onboarding for new tutors.\n\nHi Dr. Patel, I taught third grade for six years...',
    );
    const criteria = page.getByRole('group', { name: 'Check your work' }).getByRole('checkbox');
    expect(await criteria.count()).toBe(preview.task.rubric?.length);
    await criteria.first().focus();
    await page.keyboard.press('Space');
    expect(await criteria.first().isChecked()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Compare with a model answer' }).count()).toBe(
      0,
    );

    await passModuleCheck(page, slug, 1);
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    const exemplar = page.getByRole('region', { name: 'Compare with a model answer' });
    await expect.poll(() => exemplar.count()).toBe(1);
    const line = exemplarLine(preview.task.exemplar);
    expect(line, `${slug} module 1 has an exemplar`).toEqual(expect.any(String));
    expect(await exemplar.textContent()).toContain(line);
    await expect.poll(() => page.getByText('Module Completed!').count()).toBeGreaterThan(0);
    // Her response is checked against the task's leveled rubric: a greeting alone is not yet.
    const feedback = page.getByRole('region', { name: /^Feedback on your answer/ });
    await expect.poll(() => feedback.getAttribute('aria-labelledby')).not.toBeNull();
    expect(await feedback.getByRole('heading').textContent()).toBe(
      'Feedback on your answer: Not yet',
    );

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Your response').inputValue())
      .toContain('Hi Dr. Patel, I taught third grade');

    // A second save that does the task meets more checks, quotes her, and says what is new.
    await page
      .getByLabel('Your response')
      .fill(
        'Designed a six-week reading workshop for 40 colleagues. The job posting for an ' +
          'instructional designer at Brightwell stresses Articulate Storyline; my gap: I have ' +
          'never opened it, so that is what I need to build. Portfolio piece: my fractions job aid.',
      );
    await page.getByRole('button', { name: 'Save my response' }).click();
    await expect.poll(() => feedback.getByText('New this time').count()).toBeGreaterThan(2);
    expect(await feedback.getByRole('heading').textContent()).not.toBe(
      'Feedback on your answer: Not yet',
    );
    expect(await feedback.getByText('Designed', { exact: true }).count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('holds Mark Complete until the knowledge check is answered right: a wrong answer says why, by keyboard at 360 px', async () => {
    const slug = 'customer-success';
    const [first, ...rest] = moduleChecks(slug, 1);
    const wrong = first!.correctIndex === 0 ? 1 : 0;
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_401],
    });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Kai', 'Check');
    await page.waitForURL('**/dashboard');
    await page.goto(`/course/${slug}/module/1`);

    const markComplete = page.getByRole('button', { name: 'Mark Complete' });
    const checkAnswers = page.getByRole('button', { name: 'Check my answers' });
    await expect.poll(() => checkAnswers.count()).toBe(1);
    expect(await markComplete.isDisabled()).toBe(true);
    expect(await checkAnswers.isDisabled()).toBe(true);

    // By keyboard: focus the first option of question 1, arrow to the wrong one.
    const group = page.getByRole('group', { name: first!.question });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < wrong; step++) await page.keyboard.press('ArrowDown');
    expect(await group.getByRole('radio').nth(wrong).isChecked()).toBe(true);
    for (const check of rest)
      await page
        .getByRole('group', { name: check.question })
        .getByRole('radio', { name: check.options[check.correctIndex], exact: true })
        .check();
    await checkAnswers.focus();
    await page.keyboard.press('Enter');

    // Why her option is wrong, not which one is right; the button still waits.
    await expect.poll(() => group.getByText(first!.explanations[wrong]!).count()).toBe(1);
    expect(await page.getByText(first!.explanations[first!.correctIndex]!).count()).toBe(0);
    await expect
      .poll(() => page.getByText(`${rest.length} of ${rest.length + 1} right`).count())
      .toBe(1);
    expect(await markComplete.isDisabled()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);

    // Changing the answer clears its verdict; checking again passes and unlocks the button.
    await group
      .getByRole('radio', { name: first!.options[first!.correctIndex], exact: true })
      .check();
    expect(await group.getByText(first!.explanations[wrong]!).count()).toBe(0);
    await checkAnswers.click();
    await expect.poll(() => markComplete.isDisabled()).toBe(false);
    await markComplete.click();
    await expect.poll(() => page.getByText('Module Completed!').count()).toBeGreaterThan(0);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';

/**
 * Issue 32, item 6: every career kit's "Your offer and your first 90 days": reading the comp plan
 * or salary band, negotiating from a teacher's salary, a 30-60-90 plan for the job itself, and a
 * source with the date checked for every pay figure.
 */
const content = loadContent();
/** Every string in a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const ROLE_TERMS: Record<TrackSlug, RegExp[]> = {
  sales: [/\bramp\b/i, /\bquota\b/i, /\baccelerators?\b/i, /\bclawbacks?\b/i],
  'customer-success': [/\bsalary band\b/i, /\bvariable pay\b/i],
  'learning-development': [/\bsalary band\b/i, /\bbonus\b/i],
};

describe('career kits: your offer and your first 90 days (issue 32)', () => {
  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: explains the offer in its own words, with questions, negotiation and scripts',
    (slug) => {
      const { offer } = content.careerKits[slug];
      const terms = offer.planTerms.map((t) => t.term).join(' | ');
      for (const word of ROLE_TERMS[slug]) expect(terms, slug).toMatch(word);
      expect(offer.questions.length).toBeGreaterThanOrEqual(3);
      expect(offer.negotiation.join(' '), 'negotiating from a teacher salary').toMatch(/teach/);
      expect(offer.scripts.length).toBeGreaterThanOrEqual(2);
      for (const { moment, script } of offer.scripts)
        expect(script, `${slug} ${moment} is said aloud`).toMatch(/^"/);
    },
  );

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: has a 30-60-90 plan for the job itself and what teachers can already show',
    (slug) => {
      const kit = content.careerKits[slug];
      expect(kit.onTheJobPlan, `${slug} onTheJobPlan`).toBeDefined();
      for (const stretch of Object.values(kit.onTheJobPlan!))
        expect(stretch.length).toBeGreaterThanOrEqual(3);
      expect(kit.teacherStrengths.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: every pay figure she acts on is in a source checked on a given date',
    (slug) => {
      const kit = content.careerKits[slug];
      const { sources } = kit.offer;
      expect(sources.length).toBeGreaterThanOrEqual(1);
      for (const source of sources) expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const sourced = sources.map((s) => s.says).join(' ');
      const figures = strings({ intro: kit.intro, offer: { ...kit.offer, sources: [] } }).flatMap(
        (text) => text.match(/\$\d[\d,]*\d/g) ?? [],
      );
      expect(figures.length, `${slug} quotes pay`).toBeGreaterThan(0);
      for (const figure of figures)
        expect(sourced, `${slug} ${figure} has a source`).toContain(figure);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { checkSuggestion, guardClaims, guardFacts } from '@/server/core/role-language/fact-guard';
import { loadTranslatorVocabularies } from '@/server/content/translator-vocabulary';

const resume = `Maria Lopez
Austin, TX | maria@example.test

EXPERIENCE
Riverside Middle School, Austin ISD — 7th Grade Science Teacher, Aug 2016 – Present
- Differentiated instruction for 32 students across 4 reading levels using Google Classroom
- Led parent-teacher conferences for 120 families each semester
- Raised state assessment pass rates by 18% in two years
- Organized the 2019 science fair with a $2,500 budget from local sponsors
- Coached 6 new teachers as a PLC lead; IEP and 504 plan coordinator
CERTIFICATIONS
Texas Educator Certificate, Science 4–8`;

const VOCABULARY = [
  'Customer Success',
  'stakeholder',
  'QBR',
  'onboarding',
  'Learning & Development',
];

const ok = (suggestion: string) => guardFacts(suggestion, resume, VOCABULARY);

describe('guardFacts keeps rewrites that only change the words', () => {
  it.each([
    'Tailored training to 32 learners at four proficiency levels using Google Classroom',
    'Ran stakeholder meetings with 120 families each semester, keeping every account informed',
    'Improved assessment pass rates by 18 percent within two years',
    'Managed a $2,500 budget and local sponsor relationships for the 2019 science fair',
    'Coached 6 new colleagues through onboarding as a PLC lead; coordinated IEP and 504 plans',
    'Kept parents engaged like a Customer Success manager keeps accounts on track',
  ])('keeps "%s"', (suggestion) => {
    expect(ok(suggestion)).toEqual({ ok: true, unsupported: [] });
  });

  it('matches a number however it is written: 18% and 18 percent, $2,500 and $2500', () => {
    expect(ok('Lifted pass rates 18 percent').ok).toBe(true);
    expect(ok('Ran a $2500 budget').ok).toBe(true);
  });
});

describe('guardFacts drops anything she did not state', () => {
  it.each([
    ['a number she never gave', 'Taught 150 students across four levels', '150'],
    ['a changed percentage', 'Raised pass rates by 25%', '25%'],
    ['an invented amount', 'Managed a $10,000 budget for the science fair', '$10,000'],
    ['a date she did not state', 'Organized the 2021 science fair', '2021'],
    ['an employer she never named', 'Partnered with Dell on a classroom pilot program', 'Dell'],
    ['a tool she never used', 'Tracked every family in Salesforce and HubSpot', 'Salesforce'],
    ['a certification she does not hold', 'Earned a CPTD credential while teaching', 'CPTD'],
    ['a metric multiplier', 'Drove 3x growth in family engagement', '3x'],
  ])('drops %s', (_what, suggestion, fact) => {
    const result = ok(suggestion);
    expect(result.ok).toBe(false);
    expect(result.unsupported.map((f) => f.text)).toContain(fact);
  });
});

describe('guardFacts reads her words as she punctuates them', () => {
  const line =
    'Sent weekly newsletters through Seesaw. Ran a two-week winter camp and a one-page summary.';

  it('finds a name she ends a sentence with ("Seesaw.")', () => {
    expect(guardFacts('Sent weekly written updates to families through Seesaw', line).ok).toBe(
      true,
    );
  });

  it('finds a spelled-out number inside her compound words ("two-week", "one-page")', () => {
    expect(guardFacts('Led a winter camp lasting two weeks', line).ok).toBe(true);
    expect(guardFacts('Wrote one summary page', line).ok).toBe(true);
    expect(guardFacts('Ran a three-week camp', line).unsupported.map((f) => f.text)).toEqual([
      'three',
    ]);
  });
});

describe('guardFacts reads a name with a slash as its parts', () => {
  const line = 'Teach Marketing I/II and AP Macro; troubleshoot Clever/Google sign-in issues';

  it('keeps "Marketing I/II" and "Clever/Google" when each part is hers', () => {
    expect(guardFacts('Engage student audiences in Marketing I/II and AP Macro', line).ok).toBe(
      true,
    );
    expect(guardFacts('Resolve Clever/Google sign-in issues', line).ok).toBe(true);
  });

  it('drops a slash name with a part she never wrote', () => {
    expect(
      guardFacts('Tracked sign-ins in Clever/Salesforce', line).unsupported.map((f) => f.text),
    ).toEqual(['Salesforce']);
  });
});

describe('guardClaims: no outcome or responsibility beyond her own line', () => {
  it.each([
    ['Co-led the Chromebook rollout', 'Led the Chromebook rollout', 'led'],
    [
      'Weekly active use went from 38% to 91%',
      'Increased weekly active use from 38% to 91%',
      'increased',
    ],
    ['Averaged $92,000 in sales against a $70,000 target', 'Exceeded a $70,000 target', 'exceeded'],
    [
      'Helped four teammates set up Google Meet',
      'Managed four teammates on Google Meet',
      'managed',
    ],
    ['Taught English to adults', 'Generated revenue teaching English to adults', 'generated'],
  ])('refuses a rewrite of "%s" that claims more', (source, suggestion, word) => {
    const result = guardClaims(suggestion, source);
    expect(result.ok).toBe(false);
    expect(result.unsupported).toContain(word);
  });

  it.each([
    ['Ran guided reading groups', 'Managed guided reading groups'],
    ['Grade-level chair from 2018 to 2021', 'Led the grade-level team from 2018 to 2021'],
    ['Grew the Book Fair to $9,500', 'Increased Book Fair sales to $9,500'],
    ['Taught a self-contained class of 8 students', 'Led a self-contained class of 8 students'],
    ['Cut incidents from 12 a month to 3', 'Reduced incidents from 12 a month to 3'],
  ])('keeps a rewrite of "%s" that claims the same', (source, suggestion) => {
    expect(guardClaims(suggestion, source)).toEqual({ ok: true, unsupported: [] });
  });

  it('checkSuggestion reports facts and claims together', () => {
    const result = checkSuggestion(
      'Led a $5,000 fundraiser with Salesforce',
      'Helped with the spring fundraiser',
      [],
      'Helped with the spring fundraiser',
    );
    expect(result.ok).toBe(false);
    expect(result.facts.map((f) => f.text)).toEqual(['$5,000', 'Salesforce']);
    expect(result.claims).toEqual(['led']);
  });
});

describe('what the translator writes passes, what it must not write does not', () => {
  const cs = loadTranslatorVocabularies()['customer-success'].allowedWords;
  const source =
    'Meet with each principal every quarter to review usage, and schedule follow-up visits for buildings below 70% adoption.';

  it.each([
    'Run quarterly business reviews (QBRs) with each principal to review usage, and schedule follow-up visits for buildings below 70% adoption.',
    'Lead the spring re-enrollment (renewal) campaign with each principal',
    'Partner with each principal on individualized education plans (IEPs)',
  ])('keeps the vocabulary’s own words: "%s"', (suggestion) => {
    const reference = `${source} individualized education plans IEPs`;
    expect(checkSuggestion(suggestion, reference, cs, `${source} lead`).ok).toBe(true);
  });

  it('refuses the same rewrite once it adds a tool, a number or a result', () => {
    expect(checkSuggestion(`${source} Tracked in Gainsight.`, source, cs, source).facts).toEqual([
      { kind: 'name', text: 'Gainsight' },
    ]);
    expect(checkSuggestion(source.replace('70%', '75%'), source, cs, source).ok).toBe(false);
    expect(
      checkSuggestion(`Increased adoption above 70% by meeting each principal`, source, cs, source)
        .claims,
    ).toEqual(['increased']);
  });
});

import { describe, expect, it } from 'vitest';
import { trackByRoleType } from '@/shared/constants';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { readResumeStructure } from '@/server/core/resume-model';
import { documentOf } from '@/server/features/resumes/analysis/structure-document';
import { statedYearsIn } from '@/server/features/resumes/analysis/years';
import { translatePhrase } from '@/server/core/role-language';
import { cleanText } from '@/server/features/resumes/extraction/clean-text';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

/** The evidence rules (issue #13), one by one, and the consistency the screen relies on. */
const profiles = loadRoleProfiles();
const analyse = (text: string) => analyzeResume(cleanText(text), profiles);
const quotes = (a: ResumeAnalysis) => a.roles.flatMap((r) => r.evidence);
const roleOf = (a: ResumeAnalysis, role: string) => a.roles.find((r) => r.role === role)!;
const word = (term: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'iu',
  );

const MARIA = `Maria Gonzalez
Austin, TX | maria.gonzalez.teach@gmail.com | (512) 555-0147 | linkedin.com/in/mariagonzalezedu

OBJECTIVE
Seeking to transition into instructional design after 9 years in the classroom.

EXPERIENCE
Middle School Science Teacher, Travis Heights Middle School, 2015 – Present
- Teach 7th grade science to 130 students and co-wrote the district's ecology unit
- Plan and lead monthly professional development for 12 science teachers
- Presented at the Texas Science Teachers conference in 2022 and 2024

EDUCATION
B.S. Biology, Texas State University, 2014`;

describe('evidence is hers: never the contact block', () => {
  const a = analyse(MARIA);

  it('does not quote the contact line, although "teach" is inside her e-mail address', () => {
    for (const e of quotes(a)) {
      expect(e.quote).not.toMatch(/@|linkedin|555-0147|Austin, TX/);
    }
    expect(documentOf(readResumeStructure(cleanText(MARIA))).blocks[1]).toMatchObject({
      contact: true,
    });
  });

  it('does not read words inside an e-mail address, a web address or her name anywhere', () => {
    const text = `Jordan Sales
Portfolio: www.teachwithjordan.com

EXPERIENCE
Warehouse Associate, Northside Logistics, 2019 - Present
- Loaded trucks and kept the dock clean; questions to retailsales.help@northside.com
- Checked orders against packing lists`;
    const result = analyse(text);
    const all = quotes(result);
    expect(all.some((e) => /teach|retailsales/i.test(e.terms?.join(' ') ?? ''))).toBe(false);
    expect(result.skills).not.toContain('Teaching and instruction');
    expect(result.skills).not.toContain('Sales');
  });

  it('names in every quote the words that show its skill, as whole words of the quote', () => {
    for (const e of quotes(a)) {
      expect(e.terms?.length).toBeGreaterThan(0);
      expect(e.terms!.some((t) => word(t).test(e.quote))).toBe(true);
    }
  });
});

describe('evidence is experience: an objective is her goal', () => {
  const a = analyse(MARIA);

  it('shows the objective as her goal, with the role it names', () => {
    expect(a.goal).toEqual({
      role: 'Learning & Development Specialist',
      quote: 'Seeking to transition into instructional design after 9 years in the classroom.',
    });
  });

  it('never quotes the objective, and leads with a line of her work', () => {
    for (const e of quotes(a)) expect(e.quote).not.toMatch(/^Seeking|transition into/);
    const lead = a.roles[0]!.evidence[0]!.quote;
    expect(MARIA.split('\n').some((l) => l.startsWith('- ') && l.slice(2) === lead)).toBe(true);
  });

  it('lets experience decide against the goal; the goal only breaks a near-tie', () => {
    const wantsSales = `Jonathan Reyes
Phoenix, AZ | jreyes.edu@gmail.com

Looking for a sales role where I can use my communication skills.

EXPERIENCE
Instructional Coach, Cartwright School District (2020 - present)
- Coach 18 teachers a year through 6-week coaching cycles
- Design and lead district professional development days for 200+ teachers`;
    const result = analyse(wantsSales);
    expect(result.goal?.role).toBe('Sales Representative');
    expect(result.bestFitRole).toBe('Learning & Development Specialist');
    expect(result.summary).toMatch(/^Your resume fits Learning & Development Specialist best/);
    expect(result.summary).toContain('Your resume says you want a Sales Representative role');
    // Without the objective, the Sales score drops by the goal's two points at most.
    const without = analyse(wantsSales.replace(/^Looking for.*$/m, ''));
    const sales = (r: ResumeAnalysis) => roleOf(r, 'Sales Representative').score;
    expect(sales(result) - sales(without)).toBeLessThanOrEqual(2);
  });

  it('counts the experience before "looking to" in a summary sentence, never the wish after it', () => {
    const text = `Dana Ruiz
SUMMARY
Third grade teacher with 6 years in the classroom, looking to move into customer success.
EXPERIENCE
3rd Grade Teacher, Oak Elementary, 2019 - Present
- Taught reading and math to 26 students`;
    const result = analyse(text);
    expect(result.goal?.role).toBe('Customer Success Manager');
    expect(quotes(result).map((e) => e.quote)).not.toContain(
      'Third grade teacher with 6 years in the classroom, looking to move into customer success.',
    );
    expect(result.yearsExperience).toBe(6);
  });

  it("does not take someone else's want, or a denial, for her goal", () => {
    const text = `Lena Ortiz
SUMMARY
I am the person parents call when something isn't working: a bus that never came, a child who doesn't want to come to school. Students eager to transition into high school get a plan.
EXPERIENCE
Family Engagement Coordinator, Oak Elementary, 2019 - Present
- Follow up with 40 families a week by phone and text until each problem is resolved`;
    expect(analyse(text).goal).toBeNull();
    const own = analyse(
      text.replace('SUMMARY\n', 'SUMMARY\nI want to move into customer success. '),
    );
    expect(own.goal?.role).toBe('Customer Success Manager');
  });
});

describe('evidence is a whole bullet or sentence', () => {
  it('joins a hard-wrapped bullet, so the matched word on the next line is in the quote', () => {
    const text = `James Carter
EXPERIENCE
Business Teacher and Coach, Lincoln High School, 2017 - Present
- Ran the school store with 12 student employees and led the annual
  fundraiser for the athletics program, which raised $18,000 from 40
  local business sponsors
- Taught business and economics to 150 students a year`;
    const result = analyse(text);
    const fundraising = quotes(result).find((e) => e.skill === 'Fundraising')!;
    expect(fundraising.quote).toBe(
      'Ran the school store with 12 student employees and led the annual fundraiser for the athletics program, which raised $18,000 from 40 local business sponsors',
    );
  });

  it('quotes whole sentences of a paragraph, never a fragment cut mid-sentence', () => {
    const text = `Alex Kim
PROFILE
Trainer with 7 years of experience. I design onboarding programs for new hires and facilitate workshops on conflict resolution, coaching and feedback for managers across three regions. I measure every program with pre- and post-assessments.
EXPERIENCE
Corporate Trainer, Delta Bank, 2018 - Present
- Deliver new-hire training for 300 tellers a year`;
    const result = analyse(text);
    const sentences = [
      'Trainer with 7 years of experience.',
      'I design onboarding programs for new hires and facilitate workshops on conflict resolution, coaching and feedback for managers across three regions.',
      'I measure every program with pre- and post-assessments.',
      'Corporate Trainer, Delta Bank, 2018 - Present',
      'Deliver new-hire training for 300 tellers a year',
    ];
    for (const e of quotes(result)) expect(sentences).toContain(e.quote);
    expect(result.summary).not.toMatch(/,"\s/);
  });

  it('does not count a negated phrase ("no sales quota") as the experience it names', () => {
    const result = analyse(`Sam Lee
EXPERIENCE
Technical Specialist (part-time), Apple Store, 2022 - Present
- No sales quota - focus is getting customers back up and running
- Troubleshoot phones and laptops and set up new devices for customers`);
    expect(result.skills).not.toContain('Sales');
    expect(result.bestFitRole).toBe('Customer Success Manager');
  });
});

describe('years of experience', () => {
  it('prefers the stated figure to the dates', () => {
    const a = analyse(MARIA);
    expect(a.yearsExperience).toBe(9);
    expect(a.yearsExperienceSource).toBe('stated');
  });

  it('computes from the dates, overlapping jobs once, when no figure is stated', () => {
    const text = `Pat Moss
EXPERIENCE
Account Executive, Acme, Jan 2019 - Dec 2022
- Closed 40 new accounts
Sales Associate (weekends), Best Buy, Jan 2020 - Dec 2021
Sales Development Representative, Acme, Jan 2016 - Dec 2018`;
    const a = analyse(text);
    expect(a.yearsExperience).toBe(7);
    expect(a.yearsExperienceSource).toBe('dates');
  });

  it.each([
    ['Fourteen years in independent schools: eight teaching English.', 14],
    ["Business Studies teacher with 8 years' experience.", 8],
    ['15+ years in B2B sales, 7 leading teams.', 15],
    ['Educator of 17 years; the last 7 as an assistant principal.', 17],
    ['Last 8 years as a recruiter and station commander.', 8],
    ['Top producer in the office two years running.', null],
    ['Attendance above 95% four of five years.', null],
    ['Raised scores over the last three years.', null],
  ])('reads "%s" as %s', (text, years) => {
    expect(statedYearsIn(text)).toBe(years);
  });
});

describe('consistency for the screen', () => {
  const resumes = [
    MARIA,
    `Sam Rivera
EXPERIENCE
Account Executive | Acme SaaS | 2018 - Present
- Exceeded quota 8 quarters in a row closing $1.2M in new business
- Prospected with cold calls and managed pipeline in Salesforce`,
    `Tonya Griggs
Customer Care Representative, Lone Star Wireless, 2021 - Present
- Handle 70-90 inbound calls a day for billing questions and outages
- Resolve billing disputes; CSAT 4.8/5 for 6 straight quarters`,
  ];

  it.each(resumes.map((r) => [r.split('\n')[0], r]))(
    '%s: gaps for every role, the best fit included, each with its module',
    (_, text) => {
      const a = analyse(text);
      expect(a.bestFitRole).toBe(a.roles[0]!.role);
      for (const role of a.roles) {
        expect(role.gaps.length).toBeGreaterThanOrEqual(2);
        for (const gap of role.gaps) expect(gap.moduleId).toEqual(expect.any(Number));
        // A gap is never also shown as a strength.
        const strengths = role.strengths.map((s) => s.skill);
        for (const gap of role.gaps) expect(strengths).not.toContain(gap.skill);
      }
    },
  );

  it.each(resumes.map((r) => [r.split('\n')[0], r]))(
    '%s: the summary names the best fit first, and the roles come best first',
    (_, text) => {
      const a = analyse(text);
      expect(a.summary.startsWith(`Your resume fits ${a.bestFitRole} best`)).toBe(true);
      const scores = a.roles.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      expect(a.analysisVersion).toBeGreaterThanOrEqual(2);
    },
  );

  it('classes customer service and call-centre work as Customer Success, not Sales', () => {
    expect(analyse(resumes[2]!).bestFitRole).toBe('Customer Success Manager');
  });
});

describe("'In the role' is the translator's rewrite", () => {
  it('gives each quote the rewrite the resume translator suggests for that line and role, or none', () => {
    const a = analyse(MARIA);
    let translated = 0;
    for (const fit of a.roles) {
      const track = trackByRoleType(fit.roleType)!;
      for (const e of fit.evidence.filter((x) => !x.verified)) {
        const rewrite = translatePhrase(track.slug, e.quote)?.suggestion;
        expect(e.translation).toBe(rewrite);
        if (rewrite) translated++;
      }
    }
    expect(translated).toBeGreaterThan(0);
  });
});

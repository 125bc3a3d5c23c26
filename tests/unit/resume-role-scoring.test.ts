import { describe, expect, it } from 'vitest';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { intentStart } from '@/server/features/resumes/analysis/intent';
import { isKeywordList } from '@/server/features/resumes/analysis/match';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

/**
 * The misses of an outside held-out set of real resumes (issue 34, part 6): what a resume says of
 * herself (keyword lists, summaries) outvoting what her jobs show, titles her own bullets
 * contradict, advocates and key account managers read as the wrong family, and objectives that
 * lost their heading quoted as evidence. Each resume here is written for the test.
 */
const profiles = loadRoleProfiles();
const best = (text: string) => analyzeResume(text, profiles).bestFitRole;

describe('what she says of herself does not outvote what she did', () => {
  it('tells a keyword list from a line of work', () => {
    expect(
      isKeywordList(
        'Customer Relationship Management | Sales | Upselling | Customer Success | Client Onboarding',
      ),
    ).toBe(true);
    expect(
      isKeywordList(
        'Skills: Communication, Presentations, Relationship Building, Customer Service',
      ),
    ).toBe(true);
    expect(
      isKeywordList(
        'Wrote the new-staff training (8 hours over two weeks: safety, routines, positive guidance, play)',
      ),
    ).toBe(false);
    expect(isKeywordList('Negotiate pricing, renewals and multi-year agreements')).toBe(false);
  });

  it('reads a teacher who trains adults as L&D, whatever her core competencies and summary claim', () => {
    const text = `Dana Whitley
dana.whitley@example.com | 555-0100

SUMMARY
Customer-focused, results-driven educator with excellent customer service, account management and sales skills. Proven ability to exceed targets.

CORE COMPETENCIES
Customer Success | Account Management | Client Onboarding | Upselling | Customer Retention | Sales

EXPERIENCE
Teacher, Lincoln Elementary School, 2015 - present
- Teach 3rd grade reading and math to 25 students
- Designed and led a six-session training for 18 paraprofessionals on small-group reading
- Wrote the school's onboarding handbook and orientation for new staff
- Presented two workshops for teachers at the district institute day

EDUCATION
B.S. Elementary Education, 2015`;
    expect(best(text)).toBe('Learning & Development Specialist');
  });
});

describe('titles', () => {
  it('reads a "Customer Success Executive" who cold-calls and carries a quota as Sales', () => {
    const text = `Owen Hale
owen.hale@example.com

SUMMARY
Customer Success Executive with 7 years in freight logistics.

EXPERIENCE
Customer Success Executive, Northline Freight, 2019 - present
- Prospect and sign new shippers: 22 new accounts in 2023 (quota 18)
- Cold call logistics managers, quote lanes and negotiate rates

Carrier Sales Representative, Lanes Inc, 2016 - 2019
- Negotiated rates with carriers`;
    expect(best(text)).toBe('Sales Representative');
  });

  it('still reads a CSM whose bullets are her accounts as Customer Success', () => {
    const text = `Lena Ortiz
Customer Success Manager, Brightdesk, 2020 - present
- Own 45 accounts; run quarterly business reviews and renewals
- Track health scores and adoption; 97% gross retention
- Onboard new customers and train their admins`;
    expect(best(text)).toBe('Customer Success Manager');
  });

  it('reads a key account manager in consumer goods as Sales', () => {
    const text = `Siân Doyle
Senior Key Account Manager, Fresh Dairy UK, 2018 - present
- Lead the grocery account: annual trading negotiations, promotions and listings
- Build relationships from buyer to category director; present quarterly business reviews
- Delivered 7% revenue growth; secured 14 new listings`;
    expect(best(text)).toBe('Sales Representative');
  });

  it('reads a tenant advocate who negotiates with landlords and does outreach as Customer Success', () => {
    const text = `Luis Marin
Tenant Advocate, Northside Housing Coalition, 2021 - present
- Negotiate repair timelines and payment agreements with landlords
- Do door-to-door outreach and recruit tenants to building associations
- Follow up with each household until the problem is solved`;
    expect(best(text)).toBe('Customer Success Manager');
  });

  it('does not read a special-education teacher\'s "IEP case manager" as a service title', () => {
    const analysis = analyzeResume(
      `Special Education Teacher / IEP Case Manager, Westport Middle, 2012 - present
- Designed and led district PD on inclusion for 120 teachers
- Trained 14 paraprofessionals on behaviour plans`,
      profiles,
    );
    expect(analysis.bestFitRole).toBe('Learning & Development Specialist');
  });
});

describe('an objective that lost its heading', () => {
  it('is her goal, never her evidence', () => {
    expect(intentStart('To obtain a position in corporate training where I can grow')).toBe(0);
    expect(intentStart('Objective: customer success role in EdTech')).toBe(0);
    expect(intentStart('Motivated educator sceking a customer success role')).toBeGreaterThan(0);
    // Not an objective: a line of work that starts with "To" does not come up in practice,
    // but "Built relationships to secure..." mid-sentence is work.
    expect(intentStart('Built relationships with sponsors to secure $12K for instruments')).toBe(
      -1,
    );

    const text = `Tara Quinn
Fresno, CA   555-0116   tara.quinn@example.com
Objective: To obtain a position in corporate training or instructional design where I can use my teaching background.

Family Support Coordinator / 1st Grade Teacher, Fresno Unified, 2018-present
Caseload of 60 families: attendance, enrolment paperwork, device and portal problems, follow-up calls until each problem is solved.`;
    const analysis = analyzeResume(text, profiles);
    expect(analysis.goal?.role).toBe('Learning & Development Specialist');
    for (const fit of analysis.roles)
      for (const e of fit.evidence) expect(e.quote).not.toMatch(/obtain a position/);
  });
});

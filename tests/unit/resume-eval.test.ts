import { describe, expect, it } from 'vitest';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';
import {
  evaluateEntry,
  qualityOf,
  readLabels,
  report,
  roleOf,
  type ResumeResult,
} from '../../scripts/eval-resume';

/**
 * The labelled eval set (eval/, see eval/README.md) as a regression table: a pinned subset across
 * every form, label and group, with the best fit each must get, read with the upload's own text
 * extraction. The whole set's accuracy and evidence precision are printed (npm run eval:resume
 * prints the full tables); only a floor is asserted, never a timing.
 */
const PINNED: Record<string, 'sales' | 'customer-success' | 'learning-development'> = {
  // Learning & Development: PD facilitator with an objective, instructional designer, objective
  // "sales" with L&D experience, corporate language trainer (OCR), sales enablement, SPED trainer
  // of paras, retail training manager ("retailsales" e-mail), contact-centre trainer, customer
  // education.
  r001: 'learning-development',
  r005: 'learning-development',
  r009: 'learning-development',
  r012: 'learning-development',
  r036: 'learning-development',
  r053: 'learning-development',
  r057: 'learning-development',
  r066: 'learning-development',
  r092: 'learning-development',
  // Customer Success: call centre (OCR), support lead, hotel front office, virtual-school family
  // onboarding, insurance call centre, school counsellor, family engagement, very short call-centre
  // resume, flight attendant, property manager (OCR), CS associate ("sales" e-mail).
  r004: 'customer-success',
  r015: 'customer-success',
  r016: 'customer-success',
  r030: 'customer-success',
  r032: 'customer-success',
  r035: 'customer-success',
  r058: 'customer-success',
  r068: 'customer-success',
  r070: 'customer-success',
  r083: 'customer-success',
  r097: 'customer-success',
  // Sales: "Sales Executive", AE with a customer-success LinkedIn slug, BDR with "coach" e-mail,
  // UK teacher with trade sales, "Academic Counsellor" inside sales, admissions director, very
  // short SDR, objective CS with sales experience, retail "Educator", fitness manager.
  r002: 'sales',
  r025: 'sales',
  r044: 'sales',
  r062: 'sales',
  r064: 'sales',
  r067: 'sales',
  r093: 'sales',
  r098: 'sales',
  r103: 'sales',
  r109: 'sales',
  // Issue 34 part 6, the misses of an outside set of real resumes: sellers who write in
  // customer-relationship words (territory and key account managers, an AE calling herself a
  // client partner, a "Customer Success Executive" with a quota), customer-service and advocacy
  // roles full of sales words (call centre with retention offers, tenant and patient advocates),
  // teachers moving to L&D who "presented" and "met targets" (a keyword-stuffed ESL teacher, an
  // objective naming CS, a staff trainer), and an objective without a heading.
  r201: 'sales',
  r202: 'sales',
  r206: 'sales',
  r262: 'sales',
  r213: 'customer-success',
  r223: 'customer-success',
  r224: 'customer-success',
  r265: 'customer-success',
  r230: 'learning-development',
  r231: 'learning-development',
  r233: 'learning-development',
  r238: 'learning-development',
};

const labels = readLabels('eval');
const profiles = loadRoleProfiles();

describe('resume analysis on the labelled eval set (eval/)', () => {
  const results = new Map<string, ResumeResult>();

  it('reads and analyses every labelled resume, and prints the regression table', async () => {
    for (const entry of labels) results.set(entry.id, await evaluateEntry('eval', entry, profiles));
    const all = [...results.values()];
    console.log(report('eval/ (whole set)', all, { failures: true, evidence: false }));
    const correct = all.filter((r) => r.correct).length;
    expect(correct / all.length).toBeGreaterThanOrEqual(0.9);
    // The targets of issue 34 part 6: clean resumes at least 92%, noisy ones at least 75%.
    for (const [quality, floor] of [
      ['clean', 0.92],
      ['noisy', 0.75],
    ] as const) {
      const rs = all.filter((r) => qualityOf(r.entry) === quality);
      expect(rs.length, quality).toBeGreaterThanOrEqual(50);
      expect(rs.filter((r) => r.correct).length / rs.length, quality).toBeGreaterThanOrEqual(floor);
    }
  }, 120_000);

  it('pins 42 resumes across forms, labels and groups to their best fit', () => {
    const pinned = labels.filter((e) => e.id in PINNED);
    expect(pinned).toHaveLength(42);
    expect(new Set(pinned.map((e) => e.form)).size).toBe(8);
    const wrong = pinned
      .map((e) => ({ id: e.id, want: roleOf(PINNED[e.id]!), got: results.get(e.id)?.predicted }))
      .filter((x) => x.want !== x.got);
    expect(wrong).toEqual([]);
  });

  it('quotes only evidence that passes the rules on the pinned resumes', () => {
    const failing = labels
      .filter((e) => e.id in PINNED)
      .flatMap((e) =>
        (results.get(e.id)?.verdicts ?? [])
          .filter((v) => v.failed.some((rule) => rule !== 'whole'))
          .map((v) => `${e.id} [${v.failed.join(',')}] ${v.quote}`),
      );
    expect(failing).toEqual([]);
  });
});

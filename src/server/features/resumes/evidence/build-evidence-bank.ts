import { createHash } from 'node:crypto';
import { trackByRoleType } from '@/shared/constants';
import type { EvidenceBank, EvidenceItem, SkillVerdict } from '@/shared/contracts/evidence';
import type { Content } from '../../../content/load-content';
import type { Database } from '../../../db/client';
import type { RoleProfiles } from '../../../lib/onet/role-profiles';
import { judgeResume } from '../analysis/analyze-resume';
import { latestResumeText } from '../../../core/resume-model';
import { beyondResumeOf, type BeyondResume } from '../verified-learning';

const idOf = (prefix: string, text: string) =>
  `${prefix}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Her evidence bank (issue 34): every line of her resume that shows a skill, what she proved in
 * the app, and what she told us, with every competency of the three roles judged once from them
 * by the same judgment the analysis uses (analyze-resume.ts, judgeCompetencies). Without a
 * resume, the skills on her profile stand in for its lines, as they do for her fit.
 *
 * Every item is hers (she wrote, earned or stated it), so `approved` is true throughout; the
 * field is in the contract for what the product drafts for her later (stories) until she
 * approves it.
 */
export async function buildEvidenceBank(
  db: Database,
  content: Content,
  user: { id: string; skills: string[] },
  profiles: RoleProfiles,
  /** What she proved and said, when the caller has it already (her dashboard reads it once). */
  beyondResume: Promise<BeyondResume> = beyondResumeOf(db, content, user.id),
  /** Her latest resume's text, when the caller reads the resume too (her dashboard, once). */
  resumeText: Promise<{ text: string } | undefined> = latestResumeText(db, user.id),
): Promise<EvidenceBank> {
  const [resume, beyond] = await Promise.all([resumeText, beyondResume]);
  const judgments = resume
    ? judgeResume(resume.text, profiles, beyond)
    : judgeResume(user.skills.join('\n'), profiles, { skillsOnly: true, ...beyond });

  const items = new Map<string, EvidenceItem>();
  const add = (id: string, make: () => Omit<EvidenceItem, 'skills' | 'id'>, skill: string) => {
    const item = items.get(id) ?? { id, ...make(), skills: [] };
    if (!item.skills.includes(skill)) item.skills.push(skill);
    items.set(id, item);
    return id;
  };

  const verdicts: SkillVerdict[] = judgments.map((j) => {
    const skill = j.competency.label;
    const evidenceIds: string[] = [];
    for (const proof of j.list) {
      const unit = proof.unit;
      if (unit.intent !== null || unit.weight === 0) continue;
      const id = add(
        idOf('line', unit.text),
        () => ({ kind: resume ? 'resume-line' : 'stated', text: unit.text, approved: true }),
        skill,
      );
      if (!evidenceIds.includes(id)) evidenceIds.push(id);
    }
    for (const proof of j.verifiedBy) {
      const { kind } = proof;
      const id = add(
        idOf(kind, proof.source),
        () => ({
          kind,
          text: kind === 'stated' ? proof.source : sentence(proof.source),
          approved: true,
        }),
        skill,
      );
      // What she stated or proved here comes first: it is what she asked us to count.
      if (!evidenceIds.includes(id)) evidenceIds.unshift(id);
    }
    return {
      skill,
      competencyId: j.competency.id,
      role: trackByRoleType(j.competency.role)!.roleName,
      status: j.status,
      evidenceIds,
      stated: j.stated,
    };
  });
  return {
    hasResume: resume !== undefined && resume !== null,
    items: [...items.values()],
    verdicts,
  };
}

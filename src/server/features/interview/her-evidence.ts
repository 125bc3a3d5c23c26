import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { buildEvidenceBank } from '../resumes';
import type { EvidenceLine } from './feedback/check-evidence';

/** Her evidence bank's items (resume lines, certificates, practice, what she stated). */
export async function herEvidence(
  db: Database,
  content: Content,
  user: { id: string; skills: string[] },
): Promise<EvidenceLine[]> {
  const bank = await buildEvidenceBank(db, content, user, loadRoleProfiles());
  return bank.items.map(({ kind, text }) => ({ kind, text }));
}

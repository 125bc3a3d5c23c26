// npm run interview:report: the Interview Studio's feedback engine judged on the bank's own model
// answers (content/interview/<role>.json). Each question's entry-level and strong model answers
// go through the same checks her answers do (build-feedback.ts); for each role it prints the share
// of checks each kind of answer passes, and the checks the strong answers fail most, to read.
// The evidence check is left out: a model answer has no evidence bank to cite.
//
//   npm run interview:report                  all roles
//   npm run interview:report -- --role sales  one role
//   npm run interview:report -- --misses      also list every check a strong answer fails
import { TRACKS, type TrackSlug } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';
import { buildFeedback } from '@/server/features/interview/feedback/build-feedback';
import { textTable } from './lib/text-table';

const args = process.argv.slice(2);
const only = args.includes('--role') ? args[args.indexOf('--role') + 1] : undefined;
const listMisses = args.includes('--misses');
const { interviewBanks } = loadContent();

const percent = (passed: number, total: number) =>
  total === 0 ? '-' : `${((passed / total) * 100).toFixed(1)}%`;

const rows: string[][] = [];
const misses = new Map<string, number>();
const missLines: string[] = [];
for (const { slug } of TRACKS) {
  const bank = interviewBanks[slug];
  if (!bank || (only && only !== slug)) continue;
  const tally = { entry: { passed: 0, total: 0 }, strong: { passed: 0, total: 0 }, strongAll: 0 };
  for (const question of bank.questions) {
    for (const level of ['entry', 'strong'] as const) {
      const feedback = buildFeedback(
        slug as TrackSlug,
        question,
        { text: question.modelAnswers[level], source: 'typed' },
        [],
      );
      const checks = feedback.checks.filter((c) => c.id !== 'evidence');
      const passed = checks.filter((c) => c.passed);
      tally[level].passed += passed.length;
      tally[level].total += checks.length;
      if (level === 'strong') {
        if (passed.length === checks.length) tally.strongAll += 1;
        for (const check of checks.filter((c) => !c.passed)) {
          const key = check.id.startsWith('jargon:')
            ? 'jargon'
            : check.id.startsWith('star-') || ['length', 'number', 'ownership'].includes(check.id)
              ? check.id
              : 'rubric';
          misses.set(`${slug} ${key}`, (misses.get(`${slug} ${key}`) ?? 0) + 1);
          if (listMisses) missLines.push(`${question.id}  ${check.id}: ${check.label}`);
        }
      }
    }
  }
  rows.push([
    slug,
    String(bank.questions.length),
    percent(tally.entry.passed, tally.entry.total),
    percent(tally.strong.passed, tally.strong.total),
    `${tally.strongAll}/${bank.questions.length}`,
  ]);
}

console.log("Share of checks the bank's model answers pass (evidence check left out)\n");
console.log(textTable(['role', 'questions', 'entry-level', 'strong', 'strong passing all'], rows));
console.log('\nChecks the strong answers fail, by role and check\n');
console.log(
  textTable(
    ['role and check', 'strong answers failing it'],
    [...misses].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, String(v)]),
  ),
);
if (listMisses) console.log(`\n${missLines.join('\n')}`);

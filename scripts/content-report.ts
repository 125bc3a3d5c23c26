// npm run content:report: the courses' leveled rubrics judged on their own model answers (issue
// 32). Every module task (content/mini-courses/<track>.json) and case-study prompt
// (content/case-studies/<track>.json) runs its expert answer (exemplar / modelAnswer) and its
// entry answer through the same checks her work gets (core/feedback, scoreRubric). Per track it
// prints the share of text-checked criteria the expert answers meet and how many entry answers
// reach entry-ready; self-judged criteria are left out, as no text can meet them.
//
//   npm run content:report              all tracks
//   npm run content:report -- --misses  also list every criterion a model answer misses
import { TRACKS } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';
import { scoreRubric, type LeveledCriterion } from '@/server/core/feedback';
import { textTable } from './lib/text-table';

const listMisses = process.argv.includes('--misses');
const { miniCourses, caseStudies } = loadContent();

const percent = (passed: number, total: number) =>
  total === 0 ? '-' : `${((passed / total) * 100).toFixed(1)}%`;

interface Piece {
  name: string;
  criteria: readonly LeveledCriterion[];
  expert: string;
  entry: string;
}

const rows: string[][] = [];
const missLines: string[] = [];
for (const { slug } of TRACKS) {
  const pieces: Piece[] = [
    ...miniCourses[slug].modules.map((module) => ({
      name: `module ${module.id}`,
      criteria: module.task.criteria,
      expert: module.task.exemplar ?? '',
      entry: module.task.entryAnswer,
    })),
    ...caseStudies[slug].cases
      .flatMap((study) => study.questions)
      .map((question) => ({
        name: question.id,
        criteria: question.criteria,
        expert: question.modelAnswer,
        entry: question.entryAnswer,
      })),
  ];
  const tally = { met: 0, total: 0, strong: 0, entryReady: 0, entryMet: 0, entryTotal: 0 };
  for (const piece of pieces) {
    const expert = scoreRubric(piece.criteria, piece.expert);
    const entry = scoreRubric(piece.criteria, piece.entry);
    const checked = expert.checks.filter((c) => !c.selfJudged);
    tally.met += checked.filter((c) => c.passed).length;
    tally.total += checked.length;
    if (expert.level === 'strong') tally.strong += 1;
    if (entry.level !== 'not-yet') tally.entryReady += 1;
    const entryCriteria = piece.criteria.filter((c) => c.level === 'entry' && !c.selfJudged);
    tally.entryTotal += entryCriteria.length;
    tally.entryMet += entry.checks.filter(
      (c) => c.passed && entryCriteria.some((e) => e.id === c.id),
    ).length;
    if (listMisses) {
      for (const check of checked.filter((c) => !c.passed))
        missLines.push(`${slug} ${piece.name} expert misses ${check.id}`);
      for (const check of entry.checks.filter(
        (c) => !c.passed && entryCriteria.some((e) => e.id === c.id),
      ))
        missLines.push(`${slug} ${piece.name} entry misses ${check.id}`);
    }
  }
  rows.push([
    slug,
    String(pieces.length),
    percent(tally.met, tally.total),
    `${tally.strong}/${pieces.length}`,
    percent(tally.entryMet, tally.entryTotal),
    `${tally.entryReady}/${pieces.length}`,
  ]);
}

console.log(
  textTable(
    [
      'track',
      'rubrics',
      'expert: criteria met',
      'expert: strong',
      'entry: entry criteria met',
      'entry: entry-ready',
    ],
    rows,
  ),
);
if (listMisses) console.log(missLines.length ? missLines.join('\n') : '\nNo misses.');

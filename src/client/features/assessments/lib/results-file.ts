import type { AttemptResult } from '@/shared/contracts/assessments';

/** Which questions count towards the score, in the words the results page and file use. */
export const SCORED_NOTE =
  'Multiple choice, fill-in-the-blank and judgment questions are scored. Your written answers and your confidence rating are not.';

/** Spec part-2 §2: a plain-text file assessment-results-{date}.txt with the score and every question. */
export function resultsFile(
  title: string,
  attempt: Pick<AttemptResult, 'score' | 'passed' | 'results' | 'completedAt'>,
) {
  const date = attempt.completedAt.slice(0, 10);
  const scored = attempt.results.filter((row) => row.isCorrect !== null).length;
  const right = attempt.results.filter((row) => row.isCorrect === true).length;
  const lines = [
    title,
    `Date: ${date}`,
    `Score: ${attempt.score}%, ${right} of ${scored} scored questions right (${attempt.passed ? 'Passed' : 'Needs Retake'})`,
    SCORED_NOTE,
    '',
  ];
  attempt.results.forEach((row, index) => {
    const mark = row.isCorrect === null ? 'Not scored' : row.isCorrect ? 'Correct' : 'Incorrect';
    lines.push(`${index + 1}. ${row.question}`);
    lines.push(`   Your answer: ${row.userAnswer || 'No answer provided'}`);
    if (row.correct !== null) lines.push(`   Correct answer: ${row.correct}`);
    lines.push(`   Result: ${mark}`);
    if (row.isCorrect === false && row.revisit)
      lines.push(`   Go back over: Module ${row.revisit.moduleId}, ${row.revisit.title}`);
    if (row.explanation) lines.push(`   Explanation: ${row.explanation}`);
    lines.push('');
  });
  return { name: `assessment-results-${date}.txt`, text: lines.join('\n') };
}

export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

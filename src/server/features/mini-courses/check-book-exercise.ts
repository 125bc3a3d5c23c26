import type { BookExercise } from '../../content/book-of-accounts';
import type {
  BookExerciseResult,
  CheckBookExerciseBody,
  CheckBookExerciseResponse,
} from '@/shared/contracts/mini-courses';

/** A tenth of a point either way: 83.56, 83.6 and 83.5 all count for 83.560...%, as rounding goes. */
const PERCENT_TOLERANCE = 0.1 + 1e-9;
const near = (hers: number, right: number) => Math.abs(hers - right) <= PERCENT_TOLERANCE;
const oneDecimal = (value: number) => value.toFixed(1);

function retentionFeedback(
  id: 'grr' | 'nrr',
  hers: number,
  answers: BookExercise['answers'],
): BookExerciseResult {
  const label = id === 'grr' ? 'Gross revenue retention' : 'Net revenue retention';
  const right = answers[id];
  const other = id === 'grr' ? answers.nrr : answers.grr;
  if (near(hers, right))
    return {
      id,
      label,
      correct: true,
      feedback: `Right: ${oneDecimal(right)}%. ${
        id === 'grr'
          ? 'GRR can never be above 100%, because it leaves expansion out.'
          : 'NRR adds expansion back, so it is higher than GRR whenever anyone grew.'
      }`,
    };
  let feedback: string;
  if (hers > 0 && hers <= 1.5)
    feedback = 'Give it as a percentage, for example 91.2 rather than 0.912.';
  else if (near(hers, other))
    feedback =
      id === 'grr'
        ? 'That is the net figure: GRR leaves expansion out. Take only contraction and churn away from the start ARR.'
        : 'That leaves expansion out: NRR adds the expansion column back before you divide by the start ARR.';
  else if (id === 'grr' && hers > 100)
    feedback =
      'GRR cannot be above 100%: it only takes losses away. Check that expansion is left out.';
  else
    feedback = `Not yet. Total each column across all the accounts first, the canceled ones included, then use ${
      id === 'grr'
        ? '(start ARR - contraction - churn) / start ARR'
        : '(start ARR + expansion - contraction - churn) / start ARR'
    }, times 100.`;
  return { id, label, correct: false, feedback };
}

/**
 * Her answers to a book-of-accounts exercise against the ones computed from its CSV: each right or
 * not yet, with a pointer to the step to redo. The number she missed is not given away, so she can
 * try again; the ones she got right are confirmed.
 */
export function checkBookExercise(
  exercise: BookExercise,
  body: CheckBookExerciseBody,
): CheckBookExerciseResponse {
  const health = exercise.askedAccounts.map((name, index): BookExerciseResult => {
    const right = exercise.answers.healthScores[name]!;
    const hers = body.healthScores[name];
    const id = `health-${index + 1}`;
    const label = `Health score of ${name}`;
    if (hers === undefined)
      return { id, label, correct: false, feedback: 'Add your health score for this account.' };
    if (hers === right)
      return { id, label, correct: true, feedback: `Right: ${right} out of 100.` };
    return {
      id,
      label,
      correct: false,
      feedback:
        'Not yet. Work out each part on its own: adoption is active users divided by seats (70% or more is 40, 40% up to 70% is 20); 0-2 open tickets is 30 and 3-5 is 15; a 9-10 is 30 and a 7-8 is 15.',
    };
  });
  const results = [
    ...health,
    retentionFeedback('grr', body.grr, exercise.answers),
    retentionFeedback('nrr', body.nrr, exercise.answers),
  ];
  return { passed: results.every((r) => r.correct), results };
}

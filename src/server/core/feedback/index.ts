/**
 * The feedback engine's parts that more than one feature reads: the cue matcher that quotes her
 * words, her answer cut into sentences, and a leveled rubric's checks and level (the Interview
 * Studio, the mini-courses' practice responses and the case studies all use them).
 */
export { matchCues } from './match-cues';
export { sentencesOf, wordCount, type Sentence } from './sentences';
export {
  rubricLevel,
  scoreRubric,
  type LeveledCriterion,
  type RubricCheck,
  type RubricFeedback,
  type RubricLevel,
} from './score-rubric';

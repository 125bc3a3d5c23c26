/**
 * A line in a role's words (the reviewed vocabulary in content/translator) and the fact guard
 * that keeps a rewrite to her own numbers, employers, titles and tools. The resume translator
 * builds her tailored resume with them, and the resume analysis names what a quote shows in each
 * role's words (translatePhrase), so neither feature imports the other for them.
 */
export { translatePhrase } from './translate-phrase';
export { lineTense, matchingEntries, readLine, translateLine, type Tense } from './translate-line';
/** The fact guard: a text may state only the numbers, dates and names its reference holds. */
export {
  checkSuggestion,
  factsIn,
  guardFacts,
  type Fact,
  type SuggestionCheck,
} from './fact-guard';
/** Teacher words in an answer, with what a recruiter for the role calls them (Interview Studio). */
export { teacherWordsIn, type TeacherWord } from './teacher-words';
export { onlySwapsVerbs, verbBase, verbTense } from './verbs';

export { resumeTranslatorPlugin } from './plugin';
/** What other features may use of the resume translator (eslint.config.js: only through this file). */
export { translatePhrase } from './translate-phrase';
export { acceptedTranslationLines, type AcceptedLine } from './accepted-lines';
export { teacherWordsIn, type TeacherWord } from './teacher-words';
/** The fact guard: a text may state only the numbers, dates and names its reference holds. */
export { guardFacts, factsIn, type Fact } from './fact-guard';

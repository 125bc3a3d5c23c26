/**
 * The one resume model (issue 34): her resume's structure and the words it is read by. The
 * analysis (features/resumes), the translator and the tailored resume (features/resume-translator)
 * all read her resume through it, so neither feature imports the other for it.
 */
export {
  despaceName,
  nameOf,
  parseResumeLayout,
  readResumeStructure,
  type ExperienceBlock,
  type ResumeLayout,
  type ResumeStructure,
  type StructuredJob,
} from './resume-structure';
export { latestResumeText, type LatestResumeText } from './latest-resume-text.queries';
export {
  CITY_STATE,
  DATE_RANGE,
  EMAIL,
  PHONE,
  TITLE_NOUN,
  URL,
  cutDates,
  headingSection,
  isContactLine,
  looksLikeTitle,
  parseDateRange,
  sentencesOf,
  splitJobLine,
  type DateRange,
  type Section,
} from './resume-vocabulary';

/**
 * A line in a role's words (the reviewed vocabulary in content/translator) and the fact guard
 * that keeps a rewrite to her own numbers, employers, titles and tools. The resume translator
 * builds her tailored resume with them, and the resume analysis names what a quote shows in each
 * role's words (translatePhrase), so neither feature imports the other for them.
 */
export { translatePhrase } from './translate-phrase';
export { lineTense, matchingEntries, readLine, translateLine, type Tense } from './translate-line';
export { checkSuggestion, type SuggestionCheck } from './fact-guard';
export { onlySwapsVerbs, verbBase, verbTense } from './verbs';

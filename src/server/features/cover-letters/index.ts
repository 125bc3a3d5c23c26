export { coverLettersPlugin } from './plugin';
/** Her letters' states, for the application tracker's cards. */
export { coverLetterStates } from './cover-letter-states';

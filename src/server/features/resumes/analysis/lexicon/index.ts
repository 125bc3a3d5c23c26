/**
 * The skills lexicon and the job titles, read from content/lexicon/ once (load-lexicon.ts):
 * direct sales experience, direct customer experience, adult learning and design, and classroom
 * language with strong transfer. Order matters only for ties in the skill list.
 */
import { loadLexicon } from './load-lexicon';
import type { Signal, TitleSignal } from './types';

export type { Signal, TitleSignal } from './types';

const lexicon = loadLexicon();

export const SIGNALS: Signal[] = lexicon.signals;
export const TITLE_SIGNALS: TitleSignal[] = lexicon.titles;

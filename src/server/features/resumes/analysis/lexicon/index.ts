/**
 * The skills lexicon, by section: direct sales experience, direct customer experience, adult
 * learning and design, and classroom language with strong transfer. Order matters only for ties
 * in the skill list.
 */
import { CLASSROOM_SIGNALS } from './classroom';
import { CUSTOMER_SIGNALS } from './customer';
import { LEARNING_SIGNALS } from './learning';
import { SALES_SIGNALS } from './sales';
import type { Signal } from './types';

export type { Signal } from './types';

export const SIGNALS: Signal[] = [
  ...SALES_SIGNALS,
  ...CUSTOMER_SIGNALS,
  ...LEARNING_SIGNALS,
  ...CLASSROOM_SIGNALS,
];

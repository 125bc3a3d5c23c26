/**
 * A text field's and its label's classes, for the pages that load without `cn` (sign-in and
 * sign-up, ADR 015; see button-variants.ts). Each list sets every property once: the password
 * field takes the room for its Show button by its own right padding, not by an override.
 */
const INPUT =
  'flex h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-red-600 sm:text-sm';

export const fieldStyles = {
  input: `${INPUT} pr-3`,
  /** A field with a button inside it on the right (the password's Show). */
  inputWithButton: `${INPUT} pr-20`,
  label: 'text-sm font-medium text-slate-800',
} as const;

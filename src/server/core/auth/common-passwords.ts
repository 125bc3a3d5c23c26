import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * The 49,000 passwords people choose most often, from zxcvbn-ts (MIT; offline: the list ships in
 * the package). A password on it falls to the first guesses any attacker tries, whatever its
 * length. Only the server holds the list (about 400 KB would weigh down every page); the form
 * shows the refusal under the field. Letter case does not make one uncommon.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

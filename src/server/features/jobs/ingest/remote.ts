/** Whether a posting is remote, and the place line a remote posting shows. */

const REMOTE_WORDS = /\bremote\b|\bwork(?:ing)? from home\b|\bwfh\b|\bfully distributed\b/i;
const NOT_REMOTE = /\b(?:not|non|no)[- ]remote\b/i;

/** Free text that says the job can be done remotely ("Remote (US)", "Flexible / Remote"). */
export function mentionsRemote(text: string | null | undefined): boolean {
  return !!text && REMOTE_WORDS.test(text) && !NOT_REMOTE.test(text);
}

/** Lever/Ashby workplaceType: "remote" -> true, "hybrid"/"onsite"/"on-site" -> false, else unknown. */
export function remoteFromWorkplaceType(value: string | null | undefined): boolean | null {
  const type = value?.toLowerCase().replace(/[^a-z]/g, '');
  if (!type || type === 'unspecified') return null;
  if (type === 'remote') return true;
  return ['hybrid', 'onsite', 'inoffice', 'office'].includes(type) ? false : null;
}

/** A structured flag decides when the board sends one; otherwise the location texts do. */
export function resolveRemote(
  structured: boolean | null | undefined,
  texts: ReadonlyArray<string | null | undefined>,
): boolean {
  return structured ?? texts.some(mentionsRemote);
}

/** Several places as one location: "London; Remote-Friendly, United States"; null when none. */
export function listPlaces(places: readonly string[]): string | null {
  return places.join('; ') || null;
}

/** "Remote (USA, Canada)" for remote-only boards, whose location field is eligibility. */
export function remoteLocation(eligibility: ReadonlyArray<string | null | undefined>): string {
  const places = eligibility
    .map((place) => place?.trim())
    .filter((place): place is string => !!place);
  return places.length ? `Remote (${places.join(', ')})` : 'Remote';
}

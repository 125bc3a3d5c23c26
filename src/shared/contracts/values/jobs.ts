// What ../jobs.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

import { TRACKS, type TrackSlug } from '../../constants';

/** The labels the spec's feed sends for each track in `roleTypes` (part-2 §5). */
export const FEED_ROLE_LABELS: Record<TrackSlug, string> = {
  sales: 'Sales',
  'customer-success': 'Customer Success',
  'learning-development': 'Training & Development',
};

/**
 * Spec part-2 §5: target roles map as Sales Representative or Sales -> Sales; Customer Success
 * Manager or Customer Success -> Customer Success; Learning & Development Specialist or Training &
 * Development -> Training & Development. Each track answers to its slug, role name, track label
 * and feed label, with "&" also written "and". A Map, so "constructor" is not a track.
 */
const TRACK_ALIASES = new Map<string, TrackSlug>(
  TRACKS.flatMap((track) =>
    [track.slug, track.roleName, track.label, FEED_ROLE_LABELS[track.slug]].flatMap((name) => {
      const alias = name.toLowerCase();
      return [alias, alias.replace(/&/g, 'and')].map((key) => [key, track.slug] as const);
    }),
  ),
);

export function trackFromLabel(label: string): TrackSlug | undefined {
  return TRACK_ALIASES.get(label.trim().toLowerCase());
}

/** The spec's default when a user has no target roles: Sales and Customer Success. */
export const DEFAULT_JOB_ROLE_LABELS = ['Sales', 'Customer Success'];

const DEFAULT_FEED_TRACKS = DEFAULT_JOB_ROLE_LABELS.flatMap((label) => trackFromLabel(label) ?? []);

/**
 * Spec part-2 §5: her target roles (role names as stored on the user) as feed role types, each
 * once and in her order; a name that maps to no track is skipped. The server ranks jobs by it, the
 * client searches the feed and starts a job alert with it.
 */
export function targetTracks(targetRoles: readonly string[]): TrackSlug[] {
  const types = targetRoles.map(trackFromLabel).filter((t): t is TrackSlug => t !== undefined);
  return [...new Set(types)];
}

/** {@link targetTracks}, or the spec's default (Sales and Customer Success) when none maps. */
export function targetTracksOrDefault(targetRoles: readonly string[]): TrackSlug[] {
  const types = targetTracks(targetRoles);
  return types.length > 0 ? types : [...DEFAULT_FEED_TRACKS];
}

export const JOB_LOCATIONS = ['remote', 'new york', 'san francisco', 'chicago'] as const;

export const JOB_EXPERIENCE_FILTERS = ['any', 'entry'] as const;

export const JOB_SORTS = ['recent', 'company', 'title'] as const;

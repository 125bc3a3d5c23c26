import { TRACKS, type TrackSlug } from '@/shared/constants';
import { JOB_LOCATIONS, JOB_SORTS } from '@/shared/contracts/values/jobs';

const LOCATION_LABELS: Record<(typeof JOB_LOCATIONS)[number], string> = {
  remote: 'Remote',
  'new york': 'New York',
  'san francisco': 'San Francisco',
  chicago: 'Chicago',
};
export const LOCATION_OPTIONS = [
  ['all', 'All locations'],
  ...JOB_LOCATIONS.map((location) => [location, LOCATION_LABELS[location]] as const),
] as const;

const SORT_LABELS: Record<(typeof JOB_SORTS)[number], string> = {
  recent: 'Most recent',
  company: 'Company',
  title: 'Job title',
};
export const SORT_OPTIONS = JOB_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

/** decisions.md: the feed's 'Training & Development' reads 'Learning & Development' on screen. */
export const TRACK_NAMES = Object.fromEntries(TRACKS.map((t) => [t.slug, t.label])) as Record<
  TrackSlug,
  string
>;

export const ROLE_OPTIONS = [
  ['all', 'All target roles'],
  ...TRACKS.map((track) => [track.slug, track.label] as const),
] as const;

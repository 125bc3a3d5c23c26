import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from '@/client/hooks/use-debounced-callback';
import type { JobFilterValues } from '../components/job-filters';
import type { FeedFilters } from '../lib/feed-pages';

export type FeedTab = 'recommended' | 'all' | 'bookmarked';

/** Values that are the default for their filter and so stay out of the URL. */
const DEFAULTS: Record<string, string> = {
  role: 'all',
  location: 'all',
  sort: 'recent',
  tab: 'recommended',
};

/** Search as you type, after a short pause. */
const TYPING_PAUSE_MS = 300;

type UrlChanges = Record<string, string | null>;

/**
 * The feed's filters and tab, kept in the URL (a reload or a shared link shows the same list).
 * The two text boxes show what she types at once and reach the URL after a pause.
 */
export function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const place = params.get('place') ?? '';
  const values = {
    search,
    role: params.get('role') ?? 'all',
    location: params.get('location') ?? 'all',
    sort: (params.get('sort') ?? 'recent') as FeedFilters['sort'],
    place,
    entryOnly: params.get('entry') === '1',
    educationOnly: params.get('education') === '1',
    includeOlder: params.get('older') === '1',
  };
  const tab = (params.get('tab') ?? 'recommended') as FeedTab;
  const [searchDraft, setSearchDraft] = useState(search);
  const [placeDraft, setPlaceDraft] = useState(place);

  const update = (changes: UrlChanges) => {
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === DEFAULTS[key]) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );
  };
  const searchLater = useDebouncedCallback((draft: string) => {
    if (draft !== search) update({ q: draft });
  }, TYPING_PAUSE_MS);
  const placeLater = useDebouncedCallback((draft: string) => {
    if (draft !== place) update({ place: draft });
  }, TYPING_PAUSE_MS);

  /** What the form shows: the URL's values with the text boxes as typed. */
  const formValues: JobFilterValues = { ...values, search: searchDraft, place: placeDraft };

  return {
    values,
    formValues,
    tab,
    /** Any filter narrower than the feed's default (the sort and older postings do not narrow). */
    filtered:
      values.search !== '' ||
      values.location !== 'all' ||
      values.role !== 'all' ||
      values.place !== '' ||
      values.entryOnly ||
      values.educationOnly,
    typeSearch: (draft: string) => {
      setSearchDraft(draft);
      searchLater.run(draft);
    },
    typePlace: (draft: string) => {
      setPlaceDraft(draft);
      placeLater.run(draft);
    },
    change: (changes: Partial<Record<keyof JobFilterValues, string | boolean | null>>) =>
      update({
        ...(changes.role !== undefined ? { role: changes.role as string } : {}),
        ...(changes.location !== undefined ? { location: changes.location as string } : {}),
        ...(changes.sort !== undefined ? { sort: changes.sort as string } : {}),
        ...(changes.entryOnly !== undefined ? { entry: changes.entryOnly ? '1' : null } : {}),
        ...(changes.educationOnly !== undefined
          ? { education: changes.educationOnly ? '1' : null }
          : {}),
        ...(changes.includeOlder !== undefined ? { older: changes.includeOlder ? '1' : null } : {}),
      }),
    setTab: (next: string) => update({ tab: next === 'recommended' ? null : next }),
    clearFilters: () => {
      searchLater.cancel();
      placeLater.cancel();
      setSearchDraft('');
      setPlaceDraft('');
      update({ q: null, location: null, role: null, place: null, entry: null, education: null });
    },
    showAll: () => update({ tab: 'all', role: null }),
  };
}

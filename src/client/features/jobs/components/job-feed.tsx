import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Briefcase, Target } from 'lucide-react';
import { FEED_ROLE_LABELS, targetTracksOrDefault } from '@/shared/contracts/values/jobs';
import type { Job } from '@/shared/contracts/jobs';
import type { TrackSlug } from '@/shared/constants';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import { StatTile } from '@/client/components/ui/stat-tile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { errorMessage } from '@/client/lib/api-client';
import { bookmarkedJobsQueryOptions } from '../api/get-bookmarks';
import { CURATED_JOBS_ERROR, curatedJobsQueryOptions } from '../api/get-curated-jobs';
import { feedStatusQueryOptions } from '../api/get-feed-status';
import { JOBS_FEED_ERROR, jobsFeedQueryOptions } from '../api/get-jobs-feed';
import { useBookmarks } from '../hooks/use-bookmarks';
import { useFeedFilters } from '../hooks/use-feed-filters';
import { feedFreshness } from '../lib/feed-freshness';
import { feedJobs, formatFeedTotal, type FeedFilters } from '../lib/feed-pages';
import { LOCATION_OPTIONS, ROLE_OPTIONS, SORT_OPTIONS, TRACK_NAMES } from '../lib/filter-options';
import { EmptyFeed, EmptyList } from './empty-feed';
import { FeedFreshnessNote } from './feed-freshness-note';
import { JobFilters } from './job-filters';
import { JobGrid, JobSkeletons } from './job-grid';

/** Each tab as wide as its label, on one line, so all three fit a 360 px screen. */
const TAB_CLASS = 'flex-auto px-2 whitespace-nowrap sm:px-3';

/**
 * /jobs: openings in her target roles, recommended and all (filtered, searched, paged) and
 * bookmarked. Which jobs are on her applications board, and tracking one, come from the page.
 */
export function JobFeed({
  user,
  tracked,
  onTrack,
}: {
  user: User;
  tracked: ReadonlySet<string>;
  onTrack: (job: Job) => void;
}) {
  const filters = useFeedFilters();
  const { role, search, location, sort, place, entryOnly, educationOnly, includeOlder } =
    filters.values;
  const targetTypes = targetTracksOrDefault(user.targetRoles);
  const searchedTypes = role === 'all' ? targetTypes : [role as TrackSlug];
  const roleTypes = searchedTypes.map((type) => FEED_ROLE_LABELS[type] ?? type);
  const labels = targetTypes.map((type) => TRACK_NAMES[type]);
  // Query keys are compared by value, so a fresh object per render is fine.
  const feedFilters: FeedFilters = {
    roleTypes,
    search,
    location,
    sort,
    place,
    entryOnly,
    educationOnly,
    includeOlder,
  };

  const feed = useInfiniteQuery(jobsFeedQueryOptions(feedFilters));
  const status = useQuery(feedStatusQueryOptions());
  // The same filters as All Jobs, so the tab's count is of what the filters let through.
  const { sort: _sort, ...curatedFilters } = feedFilters;
  const curated = useQuery(curatedJobsQueryOptions(curatedFilters));
  const bookmarks = useBookmarks(user.id);
  const bookmarkedJobs = useQuery({
    ...bookmarkedJobsQueryOptions(user.id),
    enabled: filters.tab === 'bookmarked',
  });

  const loadedJobs = feedJobs(feed.data?.pages ?? []);
  const lastPage = feed.data?.pages.at(-1);
  const total = formatFeedTotal(lastPage);
  const curatedList = curated.data ?? [];
  const emptyInput = {
    roles: searchedTypes.map((type) => TRACK_NAMES[type] ?? type),
    hasTargetRoles: user.targetRoles.length > 0,
    filtered: filters.filtered,
    freshness: status.data ? feedFreshness(status.data).kind : undefined,
    includeOlder,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Job Feed</h1>
      <p className="mt-1 text-slate-700">
        Openings in your target roles, gathered every hour from job boards and company career sites.
      </p>
      <FeedFreshnessNote />
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <StatTile icon={Briefcase} label="Opportunities" value={feed.isPending ? '–' : total} />
        <StatTile
          icon={Target}
          label={`Target roles: ${labels.join(', ')}`}
          value={labels.length}
        />
      </div>

      <JobFilters
        values={filters.formValues}
        roleOptions={ROLE_OPTIONS}
        locationOptions={LOCATION_OPTIONS}
        sortOptions={SORT_OPTIONS}
        onSearchDraft={filters.typeSearch}
        onPlaceDraft={filters.typePlace}
        onChange={filters.change}
      />

      <Tabs value={filters.tab} onValueChange={filters.setTab} className="mt-6">
        <TabsList aria-label="Job lists">
          {/* Short labels on a phone so the three tabs fit one row; the full name stays the accessible one. */}
          <TabsTrigger
            value="recommended"
            className={TAB_CLASS}
            aria-label={`Recommended for You (${curatedList.length})`}
          >
            <span className="sm:hidden">For You ({curatedList.length})</span>
            <span className="hidden sm:inline">Recommended for You ({curatedList.length})</span>
          </TabsTrigger>
          <TabsTrigger value="all" className={TAB_CLASS} aria-label={`All Jobs (${total})`}>
            <span className="sm:hidden">Jobs ({total})</span>
            <span className="hidden sm:inline">All Jobs ({total})</span>
          </TabsTrigger>
          <TabsTrigger value="bookmarked" className={TAB_CLASS}>
            Bookmarked ({bookmarks.count})
          </TabsTrigger>
        </TabsList>

        <TabsContent value="recommended">
          {curated.isPending ? (
            <JobSkeletons count={4} />
          ) : curated.isError ? (
            <p role="alert" className="text-red-800">
              {CURATED_JOBS_ERROR}. {errorMessage(curated.error, 'Please try again.')}
            </p>
          ) : curatedList.length === 0 ? (
            <EmptyFeed
              input={{ ...emptyInput, list: 'recommended' }}
              onClearFilters={filters.clearFilters}
              onShowAll={filters.showAll}
              onIncludeOlder={() => filters.change({ includeOlder: true })}
            />
          ) : (
            <JobGrid
              jobs={curatedList}
              recommended
              bookmarked={bookmarks.bookmarked}
              onToggle={bookmarks.toggle}
              tracked={tracked}
              onTrack={onTrack}
            />
          )}
        </TabsContent>

        <TabsContent value="all">
          {feed.isPending ? (
            <JobSkeletons count={6} />
          ) : !feed.data ? (
            <p role="alert" className="text-red-800">
              {JOBS_FEED_ERROR}. {errorMessage(feed.error, 'Please try again.')}
            </p>
          ) : loadedJobs.length === 0 ? (
            <EmptyFeed
              input={{ ...emptyInput, list: 'all' }}
              onClearFilters={filters.clearFilters}
              onShowAll={filters.showAll}
              onIncludeOlder={() => filters.change({ includeOlder: true })}
            />
          ) : (
            <>
              <JobGrid
                jobs={loadedJobs}
                bookmarked={bookmarks.bookmarked}
                onToggle={bookmarks.toggle}
                tracked={tracked}
                onTrack={onTrack}
              />
              {feed.isFetchNextPageError ? (
                <p role="alert" className="mt-4 text-center text-red-800">
                  {JOBS_FEED_ERROR}. {errorMessage(feed.error, 'Please try again.')}
                </p>
              ) : null}
              {feed.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    onClick={() => void feed.fetchNextPage()}
                    disabled={feed.isFetching}
                  >
                    {feed.isFetching
                      ? 'Loading...'
                      : lastPage?.totalIsCapped
                        ? 'Show more'
                        : `Show more (${Math.max(0, (lastPage?.total ?? 0) - loadedJobs.length)} left)`}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>

        <TabsContent value="bookmarked">
          {bookmarkedJobs.isPending ? (
            <JobSkeletons count={2} />
          ) : (bookmarkedJobs.data ?? []).length === 0 ? (
            <EmptyList title="No bookmarked jobs">
              <p className="text-sm text-slate-700">Tap the star on a job to keep it here.</p>
            </EmptyList>
          ) : (
            <JobGrid
              jobs={bookmarkedJobs.data ?? []}
              bookmarked={bookmarks.bookmarked}
              onToggle={bookmarks.toggle}
              tracked={tracked}
              onTrack={onTrack}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

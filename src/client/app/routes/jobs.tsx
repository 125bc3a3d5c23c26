import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, Target } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  JOB_LOCATIONS,
  JOB_SORTS,
  ROLE_TYPE_LABELS,
  targetRoleTypesOrDefault,
  type JobRoleType,
} from '@/shared/contracts/jobs';
import type { CuratedJob, Job } from '@/shared/contracts/jobs';
import { TRACKS } from '@/shared/constants';
import { RequireUser } from '@/client/components/auth/require-user';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/spinner';
import { StatTile } from '@/client/components/ui/stat-tile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import {
  bookmarkedJobsQueryOptions,
  bookmarksQueryOptions,
  curatedJobsQueryOptions,
  jobsFeedQueryOptions,
  setBookmark,
} from '@/client/features/jobs/api/jobs';
import {
  applicationsQueryOptions,
  useTrackApplication,
} from '@/client/features/applications/api/applications';
import { JobFilters } from '@/client/features/jobs/components/job-filters';
import { feedStatusQueryOptions } from '@/client/features/jobs/api/jobs';
import { FeedFreshnessNote } from '@/client/features/jobs/components/feed-freshness-note';
import { emptyFeedMessage, type EmptyFeedInput } from '@/client/features/jobs/lib/empty-feed';
import { feedFreshness } from '@/client/features/jobs/lib/feed-freshness';
import { JobCard } from '@/client/features/jobs/components/job-card';
import { feedJobs, type FeedFilters } from '@/client/features/jobs/lib/feed-pages';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';

const LOCATION_LABELS: Record<(typeof JOB_LOCATIONS)[number], string> = {
  remote: 'Remote',
  'new york': 'New York',
  'san francisco': 'San Francisco',
  chicago: 'Chicago',
};
const LOCATIONS = [
  ['all', 'All locations'],
  ...JOB_LOCATIONS.map((location) => [location, LOCATION_LABELS[location]] as const),
] as const;
const SORT_LABELS: Record<(typeof JOB_SORTS)[number], string> = {
  recent: 'Most recent',
  company: 'Company',
  title: 'Job title',
};
const SORTS = JOB_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);
/** decisions.md: the feed's 'Training & Development' reads 'Learning & Development' on screen. */
const TRACK_NAMES = Object.fromEntries(TRACKS.map((t) => [t.slug, t.label])) as Record<
  JobRoleType,
  string
>;
const ROLE_OPTIONS = [
  ['all', 'All target roles'],
  ...TRACKS.map((track) => [track.slug, track.label] as const),
] as const;
type Tab = 'recommended' | 'all' | 'bookmarked';
/** Each tab as wide as its label, on one line, so all three fit a 360 px screen. */
const TAB_CLASS = 'flex-auto px-2 whitespace-nowrap sm:px-3';
/** Values that are the default for their filter and so stay out of the URL. */
const DEFAULTS: Record<string, string> = {
  role: 'all',
  location: 'all',
  sort: 'recent',
  tab: 'recommended',
};

export function JobsRoute() {
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to view personalized job recommendations."
    >
      <JobFeed />
    </RequireUser>
  );
}

/** A bookmark list cached in localStorage per user (the spec's store), confirmed by the server. */
const bookmarkCacheKey = (userId: string) => `bookmarks_${userId}`;

function Skeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading jobs">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

function JobGrid({
  jobs,
  recommended = false,
  bookmarked,
  onToggle,
  tracked,
  onTrack,
}: {
  jobs: (Job | CuratedJob)[];
  recommended?: boolean;
  bookmarked: Set<string>;
  onToggle: (jobId: string) => void;
  tracked: Set<string>;
  onTrack: (job: Job) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          recommended={recommended}
          bookmarked={bookmarked.has(job.id)}
          onToggleBookmark={() => onToggle(job.id)}
          tracked={tracked.has(job.id)}
          onTrack={() => onTrack(job)}
        />
      ))}
    </div>
  );
}

function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Briefcase className="size-8 text-slate-500" aria-hidden />
      <p className="font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/** An empty list that says why, and offers the one next step that can fill it. */
function EmptyFeed({
  input,
  onClearFilters,
  onShowAll,
}: {
  input: EmptyFeedInput;
  onClearFilters: () => void;
  onShowAll: () => void;
}) {
  const message = emptyFeedMessage(input);
  return (
    <Empty title={message.title}>
      <p className="max-w-prose text-sm text-slate-700">{message.body}</p>
      {message.action === 'clear-filters' ? (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : message.action === 'all-jobs' ? (
        <Button variant="outline" onClick={onShowAll}>
          Browse all jobs
        </Button>
      ) : message.action === 'choose-roles' ? (
        <Button asChild>
          <Link to={paths.dashboard.href()}>Choose target roles</Link>
        </Button>
      ) : null}
    </Empty>
  );
}

function JobFeed() {
  const { user } = useSession();
  const me = user!;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const role = params.get('role') ?? 'all';
  const location = params.get('location') ?? 'all';
  const sort = (params.get('sort') ?? 'recent') as FeedFilters['sort'];
  const tab = (params.get('tab') ?? 'recommended') as Tab;
  const place = params.get('place') ?? '';
  const entryOnly = params.get('entry') === '1';
  const educationOnly = params.get('education') === '1';
  const includeOlder = params.get('older') === '1';
  const [draft, setDraft] = useState(search);
  const [placeDraft, setPlaceDraft] = useState(place);

  const targetTypes = targetRoleTypesOrDefault(me.targetRoles);
  const searchedTypes = role === 'all' ? targetTypes : [role as JobRoleType];
  const roleTypes = searchedTypes.map((type) => ROLE_TYPE_LABELS[type] ?? type);
  const labels = targetTypes.map((type) => TRACK_NAMES[type]);
  // Query keys are compared by value, so a fresh object per render is fine.
  const filters: FeedFilters = {
    roleTypes,
    search,
    location,
    sort,
    place,
    entryOnly,
    educationOnly,
    includeOlder,
  };

  const update = (changes: Record<string, string | null>) => {
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

  // Search as you type, after a short pause.
  useEffect(() => {
    if (draft === search) return;
    const timer = setTimeout(() => update({ q: draft }), 300);
    return () => clearTimeout(timer);
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (placeDraft === place) return;
    const timer = setTimeout(() => update({ place: placeDraft }), 300);
    return () => clearTimeout(timer);
  }, [placeDraft]); // eslint-disable-line react-hooks/exhaustive-deps

  const applications = useQuery(applicationsQueryOptions(me.id));
  const trackApplication = useTrackApplication(me.id);
  const tracked = new Set(
    (applications.data ?? []).flatMap((application) =>
      application.jobId ? [application.jobId] : [],
    ),
  );
  const track = (job: Job) =>
    trackApplication.mutate(
      { jobId: job.id },
      {
        onSuccess: () =>
          toast({
            title: 'Application tracked',
            description: `${job.title} is on your applications board.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'This job could not be tracked. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  const feed = useInfiniteQuery(jobsFeedQueryOptions(filters));
  const status = useQuery(feedStatusQueryOptions());
  const curated = useQuery(curatedJobsQueryOptions(roleTypes));
  const bookmarkIds = useQuery({
    ...bookmarksQueryOptions(me.id),
    initialData: () => {
      try {
        return (
          JSON.parse(window.localStorage.getItem(bookmarkCacheKey(me.id)) ?? 'null') ?? undefined
        );
      } catch {
        return undefined;
      }
    },
    initialDataUpdatedAt: 0,
  });
  const bookmarkedJobs = useQuery({
    ...bookmarkedJobsQueryOptions(me.id),
    enabled: tab === 'bookmarked',
  });
  const bookmarked = new Set(bookmarkIds.data ?? []);

  useEffect(() => {
    if (bookmarkIds.data)
      window.localStorage.setItem(bookmarkCacheKey(me.id), JSON.stringify(bookmarkIds.data));
  }, [bookmarkIds.data, me.id]);

  const toggleBookmark = async (jobId: string) => {
    const on = !bookmarked.has(jobId);
    try {
      const next = await setBookmark(me.id, jobId, on);
      queryClient.setQueryData(bookmarksQueryOptions(me.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: bookmarkedJobsQueryOptions(me.id).queryKey });
      toast({
        title: on ? 'Job Bookmarked' : 'Bookmark Removed',
        variant: on ? 'success' : 'default',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Your bookmark could not be saved. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const loadedJobs = feedJobs(feed.data?.pages ?? []);
  const total = feed.data?.pages.at(-1)?.total ?? 0;
  const curatedList = curated.data ?? [];
  const savedCount = bookmarkIds.data?.length ?? 0;
  const emptyInput = {
    roles: searchedTypes.map((type) => TRACK_NAMES[type] ?? type),
    hasTargetRoles: me.targetRoles.length > 0,
    filtered:
      search !== '' ||
      location !== 'all' ||
      role !== 'all' ||
      place !== '' ||
      entryOnly ||
      educationOnly,
    freshness: status.data ? feedFreshness(status.data).kind : undefined,
  };
  const clearFilters = () => {
    setDraft('');
    setPlaceDraft('');
    update({ q: null, location: null, role: null, place: null, entry: null, education: null });
  };
  const showAll = () => update({ tab: 'all', role: null });

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
        values={{
          search: draft,
          role,
          location,
          sort,
          place: placeDraft,
          entryOnly,
          educationOnly,
          includeOlder,
        }}
        roleOptions={ROLE_OPTIONS}
        locationOptions={LOCATIONS}
        sortOptions={SORTS}
        onSearchDraft={setDraft}
        onPlaceDraft={setPlaceDraft}
        onChange={(changes) =>
          update({
            ...(changes.role !== undefined ? { role: changes.role as string } : {}),
            ...(changes.location !== undefined ? { location: changes.location as string } : {}),
            ...(changes.sort !== undefined ? { sort: changes.sort as string } : {}),
            ...(changes.entryOnly !== undefined ? { entry: changes.entryOnly ? '1' : null } : {}),
            ...(changes.educationOnly !== undefined
              ? { education: changes.educationOnly ? '1' : null }
              : {}),
            ...(changes.includeOlder !== undefined
              ? { older: changes.includeOlder ? '1' : null }
              : {}),
          })
        }
      />

      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === 'recommended' ? null : value })}
        className="mt-6"
      >
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
            Bookmarked ({savedCount})
          </TabsTrigger>
        </TabsList>

        <TabsContent value="recommended">
          {curated.isPending ? (
            <Skeletons count={4} />
          ) : curated.isError ? (
            <p role="alert" className="text-red-800">
              {curated.error.message}. {errorMessage(curated.error, 'Please try again.')}
            </p>
          ) : curatedList.length === 0 ? (
            <EmptyFeed
              input={{ ...emptyInput, list: 'recommended' }}
              onClearFilters={clearFilters}
              onShowAll={showAll}
            />
          ) : (
            <JobGrid
              jobs={curatedList}
              recommended
              bookmarked={bookmarked}
              onToggle={(id) => void toggleBookmark(id)}
              tracked={tracked}
              onTrack={track}
            />
          )}
        </TabsContent>

        <TabsContent value="all">
          {feed.isPending ? (
            <Skeletons count={6} />
          ) : !feed.data ? (
            <p role="alert" className="text-red-800">
              {feed.error?.message}. {errorMessage(feed.error, 'Please try again.')}
            </p>
          ) : loadedJobs.length === 0 ? (
            <EmptyFeed
              input={{ ...emptyInput, list: 'all' }}
              onClearFilters={clearFilters}
              onShowAll={showAll}
            />
          ) : (
            <>
              <JobGrid
                jobs={loadedJobs}
                bookmarked={bookmarked}
                onToggle={(id) => void toggleBookmark(id)}
                tracked={tracked}
                onTrack={track}
              />
              {feed.isFetchNextPageError ? (
                <p role="alert" className="mt-4 text-center text-red-800">
                  {feed.error?.message}. {errorMessage(feed.error, 'Please try again.')}
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
                      : `Show more (${Math.max(0, total - loadedJobs.length)} left)`}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>

        <TabsContent value="bookmarked">
          {bookmarkedJobs.isPending ? (
            <Skeletons count={2} />
          ) : (bookmarkedJobs.data ?? []).length === 0 ? (
            <Empty title="No bookmarked jobs">
              <p className="text-sm text-slate-700">Tap the star on a job to keep it here.</p>
            </Empty>
          ) : (
            <JobGrid
              jobs={bookmarkedJobs.data ?? []}
              bookmarked={bookmarked}
              onToggle={(id) => void toggleBookmark(id)}
              tracked={tracked}
              onTrack={track}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

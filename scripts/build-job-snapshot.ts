// Builds content/job-boards/snapshot.json, the saved postings a fresh install shows before any
// live board answers, from a facts-only list of real postings (../shared/data/job-postings, see
// its README): title, employer, place, remote flag, salary, date, apply link and board. No text
// written by an employer is kept; each posting's description is written here from those facts.
// Run: npx tsx scripts/build-job-snapshot.ts [postings.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { classifyRole } from '../src/server/features/jobs/ingest/classify-role';
import {
  JOB_SNAPSHOT_FILE,
  JobSnapshotSchema,
  describeSavedPosting,
  type JobSnapshot,
} from '../src/server/features/jobs/ingest/job-snapshot';
import type { TrackSlug } from '../src/shared/constants';

const postingsFile = path.resolve(process.argv[2] ?? '../shared/data/job-postings/postings.json');

const PostingSchema = z.object({
  role: z.enum(['sales', 'customer_success', 'learning_development']),
  title: z.string().min(1),
  company: z.string().min(1),
  location: z.string().nullable(),
  isRemote: z.boolean().nullable(),
  postedAt: z.string().min(1),
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string().nullable(),
      text: z.string(),
    })
    .nullable(),
  applyUrl: z.url(),
  board: z.string().min(1),
  provenance: z.object({
    repo: z.string(),
    path: z.string(),
    commit: z.string(),
    sourceId: z.string(),
    boardToken: z.string().optional(),
  }),
});
type Posting = z.infer<typeof PostingSchema>;

const TRACK: Record<Posting['role'], TrackSlug> = {
  sales: 'sales',
  customer_success: 'customer-success',
  learning_development: 'learning-development',
};

const BOARD_NAMES: Record<string, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  usajobs: 'USAJOBS',
};

// Remotive, Remote OK and Jobicy ask that their listings are not re-listed elsewhere; the data
// card suggests dropping them from a snapshot, and we do.
const REMOTE_BOARDS_WITH_RELISTING_TERMS = new Set(['remotive', 'remoteok', 'jobicy']);

// Our users are US teachers: a saved sample they cannot apply for is noise.
const OUTSIDE_US =
  /\b(London|United Kingdom|England|Ontario|Canada|Netherlands|Sydney|Australia|Europe|EMEA|APAC|Worldwide|Stockholm|Poland|Spain)\b/i;

function keep(posting: Posting): boolean {
  if (REMOTE_BOARDS_WITH_RELISTING_TERMS.has(posting.board)) return false;
  return !OUTSIDE_US.test(posting.location ?? '');
}

function toSnapshotJob(posting: Posting): JobSnapshot['jobs'][number] {
  const source = BOARD_NAMES[posting.board];
  if (!source) throw new Error(`no display name for board ${posting.board}`);
  const track = TRACK[posting.role];
  // USAJOBS announcements are US federal jobs; the source dump has no duty station.
  const location = posting.location ?? (posting.board === 'usajobs' ? 'United States' : null);
  const isRemote = posting.isRemote ?? false;
  const postedAt = new Date(posting.postedAt).toISOString();
  const salary = posting.salary
    ? {
        min: posting.salary.min,
        max: posting.salary.max,
        currency: posting.salary.currency,
        interval: null,
        estimated: false,
      }
    : null;
  const { provenance } = posting;
  return {
    source,
    externalId: [posting.board, provenance.boardToken, provenance.sourceId]
      .filter(Boolean)
      .join(':'),
    title: posting.title,
    company: posting.company,
    description: describeSavedPosting({
      track,
      company: posting.company,
      location,
      isRemote,
      source,
      postedAt,
    }),
    requirements: [],
    salary,
    isRemote,
    location,
    postedAt,
    applyUrl: posting.applyUrl,
    sourceUrl: posting.applyUrl,
    categories: [],
    track,
    provenance: {
      repo: provenance.repo,
      path: provenance.path,
      commit: provenance.commit,
      sourceId: provenance.sourceId,
    },
  };
}

const postings = z.array(PostingSchema).parse(JSON.parse(readFileSync(postingsFile, 'utf8')));
// A title the feed's own classifier files elsewhere (an "Account Manager" it reads as sales)
// would contradict the role filters, so only postings both agree on are kept.
const jobs = postings
  .filter(keep)
  .map(toSnapshotJob)
  .filter((job) => classifyRole(job) === job.track)
  .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.externalId.localeCompare(b.externalId));
const snapshot = JobSnapshotSchema.parse({
  source:
    'Facts only (title, employer, place, remote flag, salary, date, apply link, board) of real ' +
    'postings recorded from public job-board APIs; descriptions written by us from those facts. ' +
    'See content/job-boards/SNAPSHOT.md.',
  jobs,
});

// Formatted as `npm run format` would, so the committed file passes `prettier --check`.
const prettierOptions = await resolveConfig(JOB_SNAPSHOT_FILE);
writeFileSync(
  JOB_SNAPSHOT_FILE,
  await format(JSON.stringify(snapshot), { ...prettierOptions, parser: 'json' }),
);

const counts = new Map<string, number>();
for (const job of snapshot.jobs) counts.set(job.track, (counts.get(job.track) ?? 0) + 1);
const summary = [...counts].map(([role, count]) => `${role} ${count}`).join(', ');
console.log(
  `wrote ${path.relative(process.cwd(), JOB_SNAPSHOT_FILE)}: ${snapshot.jobs.length} of ` +
    `${postings.length} postings (${summary})`,
);

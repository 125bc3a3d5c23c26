import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { SIGNALS_VERSION } from '@/server/features/jobs/ingest/career-changer-signals';

/**
 * Postings shaped like real ones (issue 31): a title, its track, an employer and a place drawn
 * from the facts of the real postings in content/job-boards/snapshot.json (read here, so their
 * spread is the snapshot's: many "United States" and "Remote", a long tail of cities and lists of
 * them), and a description of 200-400 words drawn from POSTING_WORDS, common words far more often
 * than rare ones, which gives each job about 150-300 distinct words as real postings have. The
 * vocabulary is ours (the kind of words postings for the three roles use); no posting text is
 * copied. Generated in SQL from stable hashes, so both engines hold the same rows.
 */
export const POSTING_WORDS = `
account accounts achieve adoption advocate agenda align analytics annual assess attainment
audience benefits best bonus book budget build business buyers calendar call campaigns candidate
champion change churn clients close coach coaching collaborate commission communicate communication
community company compensation competitive complex consultative content contract conversations
coordinate create cross culture curriculum customer customers data deal deals decision deliver
demo demos design develop development digital discovery district districts diverse drive
education educators effective elearning employees enablement engagement enterprise environment
equity evaluate excel executive expand expansion experience expert facilitate facilitation
feedback field forecast functional goals growth health help higher hire hiring hybrid ideal
impact implementation improve inbound include industry influence initiatives insights
instructional integrity internal interview inclusive k12 knowledge launch lead leaders
leadership learners learning lifecycle listen manage management market marketing measure
meetings mentor metrics mission modules motivated needs negotiate network new nurture
objectives onboarding opportunities opportunity organization outbound outcomes own ownership
paid partner partners partnership performance pipeline plan platform playbook portfolio
presentation presentations principals priorities process product professional program
programs project proposals prospect prospects quarterly quota rapport reach relationships
remote renewal renewals reporting represent requirements research resources responsibilities
retention revenue role salary sales salesforce schools scope self sessions skills software
solutions solve stakeholders strategic strategy students success support targets team teams
technology territory tools track train trainer training travel trust understand upsell
value vendors virtual vision webinars workshops world write written years
accountability accuracy acquisition actionable activities adapt adaptable address adult advance
advancement agile ambiguity ambitious analysis analyst analyze api apply approach articulate
assessment assignments attention authentic automation autonomy availability awareness background
bachelor benchmark billing brand bridge calls capacity capture career case certification
certifications challenges channel channels checkins clarity cold collaboration collaborative
commercial commitment competencies compliance comprehensive confidence confident connect
consistently consult continuous contribute conversion coordinator core courses coverage crm
curious customerfacing cycle daily dashboards deadlines dedicated degree demonstrated dental
department deploy detail detailoriented determine devices difference documentation dynamic
ecosystem email emails empathy employer empower enrollment ensure entrylevel equal escalations
essential establish excellent execute execution expectations experiences facilitator fastpaced
financial flexible focus followup framework friendly fulltime fundamentals generation goal
guidance guide handle healthcare hands highly hospitals hubspot identify inclusion independently
individual information innovative insurance integrate interpersonal introduce inventory issues
iterate journey judgment kpis language latest learn levels leverage licensing linkedin location
logistics maintain manager managers manufacturing materials mentoring microlearning milestones
mindset mobile monitor multiple multitask nonprofit objections office onsite operations organized
orientation outreach passion passionate patients personalized phone pilot pitch policies
positive practices preferred prepare pricing proactive problem problems productivity proficiency
progress proven qualified qualify questions quickly rate ready recommend records recruit
regional regular relevant reliable reports resilience resolve respond results retail review
rewards roadmap scale schedule scheduling scripts seamless segment senior service services
share simulations small solving specialist speed sponsor standards startup storyline structured
subject successful summaries supervisor surveys systems talent teaching technical templates
thrive timely titles topics transformation transition trends troubleshoot tutorials unique
updates usage users utilization various verbal video visibility wellbeing wide willingness
a about across all also an and are as at be by can do every for from have in into is it more
of on or our people plus the their them this to we who will with work you your
`
  .split(/\s+/)
  .filter(Boolean);

interface SnapshotFacts {
  title: string;
  company: string;
  location: string | null;
  isRemote: boolean;
  track: string;
}

export function snapshotFacts(): SnapshotFacts[] {
  const file = path.resolve(import.meta.dirname, '../../content/job-boards/snapshot.json');
  const { jobs } = JSON.parse(readFileSync(file, 'utf8')) as { jobs: SnapshotFacts[] };
  return jobs;
}

/** Employers beyond the snapshot's 78: each real name with one of these, as a big board would list. */
const EMPLOYER_SUFFIXES = [
  '',
  'Learning',
  'Labs',
  'Group',
  'Health',
  'Education',
  'Software',
  'Partners',
  'Systems',
  'Academy',
  'Cloud',
  'Analytics',
  'Networks',
  'Solutions',
  'Digital',
  'Works',
  'Institute',
  'Global',
  'Tech',
  'Services',
];

/**
 * Jobs 'bench:<first>' to 'bench:<last>', realistic, with one listing each. Their career-changer
 * columns are drawn, and marked current (SIGNALS_VERSION): marked older, a server started on
 * them first recomputes every row, which on PGlite at 50,000 jobs took over 3 minutes.
 */
export async function insertRealisticJobs(
  db: Database,
  first: number,
  last: number,
): Promise<void> {
  const facts = snapshotFacts();
  const json = (values: unknown[]) =>
    sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
  await db.execute(sql`
    insert into jobs (id, track, title, company, description, requirements, salary_min, salary_max, salary_currency,
      salary_interval, is_remote, location, posted_at, apply_url, apply_url_canonical, fingerprint, categories,
      min_years, entry_level, serves_education, signals_version)
    select 'bench:' || i, tracks[1 + h[1] % n], titles[1 + h[1] % n],
      companies[1 + h[2] % n] || ' ' || suffixes[1 + h[3] % array_length(suffixes, 1)],
      (select string_agg(words[1 + floor(array_length(words, 1) * power((hashint8(i::bigint * 1000 + k) & 2147483647) / 2147483648.0, 1.5))::int], ' ')
        from generate_series(1, 200 + h[4] % 200) as k),
      array['Clear communication', 'CRM experience'],
      case when h[5] % 3 = 0 then null else 45000 + (h[5] % 60) * 1000 end,
      case when h[5] % 3 = 0 then null else 65000 + (h[5] % 60) * 1000 end,
      case when h[5] % 3 = 0 then null else 'USD' end,
      case when h[5] % 3 = 0 then null else 'year' end,
      remote[1 + h[6] % n]::boolean or h[7] % 6 = 0,
      places[1 + h[6] % n],
      case when h[8] % 50 = 0 then null else now() - make_interval(hours => h[8] % (120 * 24), secs => h[9] % 3600) end,
      'https://jobs.example.com/' || i, 'https://jobs.example.com/' || i, 'bench|' || i, '{}',
      case when h[10] % 4 = 0 then null else h[10] % 8 end, h[10] % 8 <= 2, h[11] % 3 = 0, ${SIGNALS_VERSION}
    from (
      select i, h, ${json(facts.map((f) => f.title))} as titles, ${json(facts.map((f) => f.track))} as tracks,
        ${json(facts.map((f) => f.company))} as companies, ${json(facts.map((f) => f.location))} as places,
        ${json(facts.map((f) => String(f.isRemote)))} as remote, ${json(EMPLOYER_SUFFIXES)} as suffixes,
        ${json(POSTING_WORDS)} as words, ${facts.length}::int as n
      from (
        select i, array(select hashint8(i::bigint * 32 + k) & 2147483647 from generate_series(1, 11) as k) as h
        from generate_series(${first}::int, ${last}::int) as i
      ) as hashed
    ) as drawn`);
  await db.execute(sql`
    insert into job_listings (job_id, source, source_name, external_id, source_url, apply_url)
    select 'bench:' || i, 'greenhouse', 'Bench Board', 'bench:' || i, 'https://jobs.example.com/' || i, 'https://jobs.example.com/' || i
    from generate_series(${first}::int, ${last}::int) as i`);
}

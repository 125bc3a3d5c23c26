import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { SIGNALS_VERSION } from '@/server/features/jobs/ingest/career-changer-signals';

/**
 * `count` plausible postings (ids 'bench:<n>'), generated in SQL so both engines hold the same rows.
 *
 * Each attribute is drawn from its own hash of the row number (hashint8 is stable across PostgreSQL
 * versions, so PGlite and the server hold the same rows): a job's track, title, sentences, place,
 * age and remote flag are independent of each other, as on a real board. Drawing them all from
 * `i % k` made them move together (every remote job was a sales job, every Chicago job a learning
 * one, two-thirds of the benchmark's searches matched nothing), which no planner or index sees in
 * real data. Titles belong to their track; descriptions are two of eight sentences, so a search
 * word matches between a fifth and a half of the jobs.
 */
export async function generateJobs(db: Database, count: number, first = 1): Promise<void> {
  await insertJobs(db, first, first + count - 1);
  await db.execute(sql`analyze`);
}

/** Jobs 'bench:<first>' to 'bench:<last>' and one listing each; ranges may be inserted side by side. */
export async function insertJobs(db: Database, first: number, last: number): Promise<void> {
  await db.execute(sql`
    insert into jobs (id, track, title, company, description, requirements, salary_min, salary_max, salary_currency,
      salary_interval, is_remote, location, posted_at, apply_url, apply_url_canonical, fingerprint, categories,
      min_years, entry_level, serves_education, signals_version)
    select 'bench:' || i,
      (array['sales','customer-success','learning-development'])[1 + t],
      (array['Account Executive','Sales Development Representative','Business Development Representative','Education Sales Consultant',
             'Customer Success Manager','Onboarding Specialist','Renewals Manager','Implementation Consultant',
             'Instructional Designer','Learning Experience Designer','Corporate Trainer','Enablement Specialist'])[1 + t * 4 + h[2] % 4]
        || ' ' || (array['I','II','','Senior',''])[1 + h[3] % 5],
      (array['Northwind','Contoso','Fabrikam','Globex','Initech','Umbrella','Hooli','Vandelay','Soylent','Tyrell'])[1 + h[4] % 10] || ' ' ||
        (array['Learning','Software','Health','Labs','Systems'])[1 + h[5] % 5],
      'You will own a book of ' || (10 + h[6] % 90) || ' accounts. ' || sentences[1 + h[7] % 8] || ' ' || sentences[1 + h[8] % 8] || ' ' ||
        repeat('We value curiosity, clear communication and ownership. Former teachers thrive here because they explain complex ideas simply. ', 3 + h[9] % 3),
      array['Excellent communication', 'CRM experience (Salesforce or HubSpot)', 'Comfort with data', 'Coaching mindset', 'Two years customer-facing experience'],
      case when h[10] % 4 = 0 then null else 45000 + (h[10] % 50) * 1000 end,
      case when h[10] % 4 = 0 then null else 65000 + (h[10] % 50) * 1000 end,
      case when h[10] % 4 = 0 then null else 'USD' end,
      case when h[10] % 4 = 0 then null else 'year' end,
      h[11] % 3 = 0,
      (array['New York, NY','San Francisco, CA','Chicago, IL','Austin, TX','Remote (USA)','Denver, CO'])[1 + h[12] % 6],
      now() - make_interval(hours => h[13] % (90 * 24), secs => h[14] % 3600),
      'https://jobs.example.com/' || i, 'https://jobs.example.com/' || i, 'bench|' || i, '{}',
      case when h[15] % 4 = 0 then null else h[15] % 6 end, h[16] % 6 <= 2, h[17] % 7 = 0, ${SIGNALS_VERSION}
    from (
      select i, h[1] % 3 as t, h, array[
          'Run onboarding and training for new customers.',
          'Prospect into K-12 districts and higher education.',
          'Design e-learning and facilitate workshops for sales teams.',
          'Drive renewals and expansion with quarterly business reviews.',
          'Partner with product to improve adoption and reduce churn.',
          'Build relationships with school leaders and district administrators.',
          'Coach customers through implementation and measure their outcomes.',
          'Write training curricula and run live sessions for enterprise clients.'] as sentences
      from (
        select i, array(select hashint8(i::bigint * 32 + k) & 2147483647 from generate_series(1, 17) as k) as h
        from generate_series(${first}::int, ${last}::int) as i
      ) as hashed
    ) as drawn`);
  await db.execute(sql`
    insert into job_listings (job_id, source, source_name, external_id, source_url, apply_url)
    select 'bench:' || i, 'greenhouse', 'Bench Board', 'bench:' || i, 'https://jobs.example.com/' || i, 'https://jobs.example.com/' || i
    from generate_series(${first}::int, ${last}::int) as i`);
}

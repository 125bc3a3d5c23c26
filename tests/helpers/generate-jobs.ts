import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** `count` plausible postings (ids 'bench:<n>'), generated in SQL so both engines hold the same rows. */
export async function generateJobs(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into jobs (id, track, title, company, description, requirements, salary_min, salary_max, salary_currency,
      salary_interval, is_remote, location, posted_at, apply_url, apply_url_canonical, fingerprint, categories,
      min_years, entry_level, serves_education, signals_version)
    select 'bench:' || i,
      (array['sales','customer-success','learning-development'])[1 + i % 3],
      (array['Account Executive','Sales Development Representative','Customer Success Manager','Onboarding Specialist',
             'Instructional Designer','Learning Experience Designer','Renewals Manager','Implementation Consultant',
             'Corporate Trainer','Business Development Representative'])[1 + i % 10] || ' ' || (array['I','II','','Senior',''])[1 + i % 5],
      (array['Northwind','Contoso','Fabrikam','Globex','Initech','Umbrella','Hooli','Vandelay','Soylent','Tyrell'])[1 + i % 10] || ' ' ||
        (array['Learning','Software','Health','Labs','Systems'])[1 + (i / 10) % 5],
      'You will own a book of ' || (10 + i % 90) || ' accounts. ' ||
        (array['Run onboarding and training for new customers.','Prospect into K-12 districts and higher education.',
               'Design e-learning and facilitate workshops for sales teams.','Drive renewals and expansion with quarterly business reviews.',
               'Partner with product to improve adoption and reduce churn.'])[1 + i % 5] || ' ' ||
        repeat('We value curiosity, clear communication and ownership. Former teachers thrive here because they explain complex ideas simply. ', 4),
      array['Excellent communication', 'CRM experience (Salesforce or HubSpot)', 'Comfort with data', 'Coaching mindset', 'Two years customer-facing experience'],
      case when i % 4 = 0 then null else 45000 + (i % 50) * 1000 end,
      case when i % 4 = 0 then null else 65000 + (i % 50) * 1000 end,
      case when i % 4 = 0 then null else 'USD' end,
      case when i % 4 = 0 then null else 'year' end,
      i % 3 = 0,
      (array['New York, NY','San Francisco, CA','Chicago, IL','Austin, TX','Remote (USA)','Denver, CO'])[1 + i % 6],
      now() - ((i % 90) || ' days')::interval - ((i % 24) || ' hours')::interval,
      'https://jobs.example.com/' || i, 'https://jobs.example.com/' || i, 'bench|' || i, '{}',
      case when i % 4 = 0 then null else i % 6 end, i % 6 <= 2, i % 7 = 0, 1
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into job_listings (job_id, source, source_name, external_id, source_url, apply_url)
    select id, 'greenhouse', 'Bench Board', id, apply_url, apply_url from jobs where id like 'bench:%'`);
  await db.execute(sql`analyze`);
}

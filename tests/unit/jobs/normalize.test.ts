import { describe, expect, it } from 'vitest';
import type { Salary } from '@/shared/contracts/jobs';
import { titleCaseToken } from '@/server/features/jobs/ingest/board-tokens';
import { canonicalUrl } from '@/server/features/jobs/ingest/canonical-url';
import { fingerprint } from '@/server/features/jobs/ingest/fingerprint';
import { parsePostedAt } from '@/server/features/jobs/ingest/parse-posted-at';
import {
  findSalaryInText,
  intervalFromLabel,
  parseSalaryText,
  salaryOf,
} from '@/server/features/jobs/ingest/parse-salary';
import {
  mentionsRemote,
  remoteFromWorkplaceType,
  remoteLocation,
  resolveRemote,
} from '@/server/features/jobs/ingest/remote';

const pay = (
  min: number | null,
  max: number | null,
  currency: string | null,
  interval: Salary['interval'],
): Salary => ({ min, max, currency, interval, estimated: false });

describe('parseSalaryText', () => {
  it.each<[string, Salary | null]>([
    ['$55k - $100k', pay(55_000, 100_000, 'USD', null)],
    ['$60,000–$80,000 a year', pay(60_000, 80_000, 'USD', 'year')],
    ['€40k', pay(40_000, 40_000, 'EUR', null)],
    ['$25/hr', pay(25, 25, 'USD', 'hour')],
    ['$18 - $22/hr', pay(18, 22, 'USD', 'hour')],
    ['$90 - $150 /hour', pay(90, 150, 'USD', 'hour')],
    ['$45,000 - $50,000', pay(45_000, 50_000, 'USD', null)],
    ['$150k - $230k', pay(150_000, 230_000, 'USD', null)],
    ['$55-100k', pay(55_000, 100_000, 'USD', null)],
    ['Annual Salary: $265,000—$365,000 USD', pay(265_000, 365_000, 'USD', 'year')],
    ['£30,000 to £35,000 per annum', pay(30_000, 35_000, 'GBP', 'year')],
    ['USD 4,000 - 5,000 monthly', pay(4_000, 5_000, 'USD', 'month')],
    ['40.000 € - 50.000 € pro Jahr', pay(40_000, 50_000, 'EUR', null)],
    ['CA$70K–CA$85K', pay(70_000, 85_000, 'CAD', null)],
    ['3,850 USD / 2,310 GBP / 4,300 CAD per week', pay(3_850, 3_850, 'USD', 'week')],
    ['Up to $80k', pay(null, 80_000, 'USD', null)],
    ['From $50,000 a year', pay(50_000, null, 'USD', 'year')],
    ['$120k+', pay(120_000, null, 'USD', null)],
    ['$1,200 per day', pay(1_200, 1_200, 'USD', 'day')],
    ['Competitive', null],
    ['', null],
  ])('reads %j', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it('never annualises an hourly or monthly figure', () => {
    expect(parseSalaryText('$34.62/hour')).toEqual(pay(34.62, 34.62, 'USD', 'hour'));
    expect(parseSalaryText('€3,500 per month')?.max).toBe(3_500);
  });

  it('leaves the currency unknown when the text names none', () => {
    expect(parseSalaryText('50000 - 60000')).toEqual(pay(50_000, 60_000, null, null));
  });
});

describe('findSalaryInText', () => {
  it('finds the pay line under a Compensation heading', () => {
    const text = 'Nice to Haves\n- SQL\n\nCompensation\n\n$34.62/hour\n\nBenefits';
    expect(findSalaryInText(text)).toEqual(pay(34.62, 34.62, 'USD', 'hour'));
  });

  it('ignores money that is not pay ("$300B in yearly payments", "401(k)")', () => {
    const text =
      'Our platform moves over $300B in yearly payments.\n401(k) with a 5% match.\nWe are valued at $9B.';
    expect(findSalaryInText(text)).toBeNull();
  });

  it('takes the interval only from words next to the figures', () => {
    const text =
      'The base pay range for this role in the US is $61,450 - $88,310 plus stock. The benefits include a monthly lunch stipend.';
    expect(findSalaryInText(text)).toEqual(pay(61_450, 88_310, 'USD', null));
  });
});

describe('salaryOf', () => {
  it('treats zero bounds as unknown and no bounds as no salary', () => {
    expect(salaryOf({ min: 0, max: 0, currency: 'USD', interval: 'year' })).toBeNull();
    expect(salaryOf({ min: 0, max: 90_000, currency: 'usd', interval: 'year' })).toEqual(
      pay(null, 90_000, 'USD', 'year'),
    );
  });

  it('orders reversed bounds and keeps the estimated flag', () => {
    expect(
      salaryOf({ min: 9, max: 5, currency: null, interval: null, estimated: true }),
    ).toMatchObject({ min: 5, max: 9, estimated: true });
  });
});

describe('intervalFromLabel', () => {
  it.each([
    ['yearly', 'year'],
    ['annual', 'year'],
    ['1 YEAR', 'year'],
    ['per-year-salary', 'year'],
    ['hourly', 'hour'],
    ['per-hour-wage', 'hour'],
    ['monthly', 'month'],
    ['weekly', 'week'],
    ['daily', 'day'],
    ['bi-weekly', null],
    ['', null],
  ])('maps %j to %j', (label, interval) => {
    expect(intervalFromLabel(label)).toBe(interval);
  });
});

describe('parsePostedAt', () => {
  it.each<[unknown, string | null]>([
    [1783731532, '2026-07-11T00:58:52.000Z'], // Himalayas: seconds
    [1782821535482, '2026-06-30T12:12:15.482Z'], // Lever: milliseconds
    ['1785704722', '2026-08-02T21:05:22.000Z'],
    ['2026-07-28T14:23:05', '2026-07-28T14:23:05.000Z'], // Remotive: no zone means UTC
    ['2026-07-06T00:00:00.0000', '2026-07-06T00:00:00.000Z'], // USAJOBS: four decimals
    ['2026-07-14T18:35:00-04:00', '2026-07-14T22:35:00.000Z'],
    ['2026-07-14T18:35:00-0400', '2026-07-14T22:35:00.000Z'],
    ['2026-06-08T19:17:53.481+00:00', '2026-06-08T19:17:53.481Z'],
    ['2026-08-06T23:36:54Z', '2026-08-06T23:36:54.000Z'],
    ['2026-07-10', '2026-07-10T00:00:00.000Z'], // Workable: date only
    ['2026-07-10 20:00:05', '2026-07-10T20:00:05.000Z'],
    ['yesterday', null],
    ['2026-13-45', null],
    [0, null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, iso) => {
    expect(parsePostedAt(value)?.toISOString() ?? null).toBe(iso);
  });
});

describe('canonicalUrl', () => {
  it.each([
    [
      'https://Jobs.Lever.co/acme/123/?lever-source=LinkedIn&lever-origin=applied#apply',
      'https://jobs.lever.co/acme/123',
    ],
    [
      'https://job-boards.greenhouse.io/acme/jobs/42?gh_src=abc&utm_source=x&utm_medium=y',
      'https://job-boards.greenhouse.io/acme/jobs/42',
    ],
    ['https://acme.com/careers?gh_jid=4242&gh_src=feed', 'https://acme.com/careers?gh_jid=4242'],
    ['https://www.usajobs.gov:443/job/875440800', 'https://www.usajobs.gov/job/875440800'],
    [
      'https://www.adzuna.com/land/ad/58?se=VD&utm_medium=api&utm_source=1&v=F2',
      'https://www.adzuna.com/land/ad/58?se=VD&v=F2',
    ],
    [
      'https://remoteOK.com/remote-jobs/x-1?ref=feed&fbclid=1',
      'https://remoteok.com/remote-jobs/x-1',
    ],
    ['https://example.com/?b=2&a=1', 'https://example.com?a=1&b=2'],
    ['not a url', 'not a url'],
  ])('%s -> %s', (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
  });
});

describe('canonicalUrl drops each tracking parameter and keeps what names the job', () => {
  const base = 'https://jobs.example.com/acme/42';
  it.each([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gh_src',
    'lever-source',
    'lever-source[]',
    'lever-origin',
    'lever-via',
    'ashby_jid_source',
    'source',
    'src',
    'ref',
    'ref_src',
    'referrer',
    'trk',
    'trkInfo',
    'trackingId',
    'refId',
    'fbclid',
    'gclid',
    'msclkid',
    'mkt_tok',
    '_gl',
    'li_fat_id',
    'ttclid',
    'mc_cid',
    '_hsenc',
  ])('drops %s', (param) => {
    expect(canonicalUrl(`${base}?${encodeURIComponent(param)}=LinkedIn`)).toBe(base);
    expect(canonicalUrl(`${base}?id=7&${encodeURIComponent(param)}=x`)).toBe(`${base}?id=7`);
  });

  // gh_jid is the job itself on employers' own Greenhouse pages: two jobs, two keys.
  it.each(['gh_jid', 'id', 'jobId', 'job', 'lever-job', 'page'])('keeps %s', (param) => {
    expect(canonicalUrl(`${base}?${param}=1&utm_source=x`)).toBe(`${base}?${param}=1`);
    expect(canonicalUrl(`${base}?${param}=1`)).not.toBe(canonicalUrl(`${base}?${param}=2`));
  });
});

describe('fingerprint', () => {
  const job = {
    title: 'Customer Success Manager',
    company: 'Acme, Inc.',
    location: 'New York, NY',
    isRemote: false,
  };

  it('matches one job across boards despite legal suffixes, case and punctuation', () => {
    expect(fingerprint(job)).toBe('customer success manager|acme|new york');
    expect(
      fingerprint({
        ...job,
        title: 'customer success manager',
        company: 'ACME LLC',
        location: 'New York',
      }),
    ).toBe(fingerprint(job));
  });

  it('uses the first city of a multi-city location and "remote" for remote jobs', () => {
    expect(
      fingerprint({ ...job, location: 'San Francisco, CA | New York City, NY | Seattle, WA' }),
    ).toBe('customer success manager|acme|san francisco');
    expect(
      fingerprint({ ...job, title: 'Customer Success Manager (Remote)', isRemote: true }),
    ).toBe('customer success manager|acme|remote');
  });

  it('keeps different roles apart', () => {
    expect(fingerprint({ ...job, title: 'Senior Customer Success Manager' })).not.toBe(
      fingerprint(job),
    );
  });
});

describe('remote detection', () => {
  it.each([
    ['Remote (United States)', true],
    ['Flexible / Remote', true],
    ['London, UK; Remote-Friendly, United States', true],
    ['Work from home', true],
    ['Not remote: on-site in Austin', false],
    ['San Francisco, CA', false],
    [null, false],
  ])('mentionsRemote(%j) is %j', (text, remote) => {
    expect(mentionsRemote(text)).toBe(remote);
  });

  it('prefers a structured workplace type over the location text', () => {
    expect(remoteFromWorkplaceType('remote')).toBe(true);
    expect(remoteFromWorkplaceType('Hybrid')).toBe(false);
    expect(remoteFromWorkplaceType('OnSite')).toBe(false);
    expect(remoteFromWorkplaceType('on-site')).toBe(false);
    expect(remoteFromWorkplaceType('unspecified')).toBeNull();
    expect(resolveRemote(false, ['Remote (US)'])).toBe(false);
    expect(resolveRemote(null, ['Remote (US)'])).toBe(true);
  });

  it('writes eligibility as "Remote (...)"', () => {
    expect(remoteLocation(['USA', ' Canada '])).toBe('Remote (USA, Canada)');
    expect(remoteLocation(['', null])).toBe('Remote');
  });
});

it('title-cases a board token for display', () => {
  expect(titleCaseToken('chili-piper')).toBe('Chili Piper');
  expect(titleCaseToken('openevidence')).toBe('Openevidence');
});

/**
 * Recruitee careers-site API: no key, one call per company subdomain,
 * https://{company}.recruitee.com/api/offers/ (docs.recruitee.com "Careers Site API", offers).
 * Shape read from public clients of the endpoint (offer fields `careers_url`,
 * `careers_apply_url`, `remote`/`hybrid`/`on_site`, `description` + `requirements` as HTML,
 * `published_at`, `salary`). Traps:
 * - `published_at` is "2026-10-01 09:00:00 UTC", which no ISO parser reads as given;
 * - `description` and `requirements` are two HTML fields, read as one posting;
 * - `salary` is an object whose bounds may arrive as strings, and is often all nulls;
 * - `remote: true` together with `hybrid: true` is a hybrid job, not a remote one.
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { Salary } from '@/shared/contracts/jobs';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { findSalaryInText, intervalFromLabel, salaryOf } from '../parse-salary';
import { resolveRemote } from '../remote';
import { boardBaseUrl, collectBoards, HOUR_MS, requireText, requireUrl } from './collect';

const Amount = z.union([z.number(), z.string()]).nullish();

const OfferSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  company_name: z.string().nullish(),
  careers_url: z.string(),
  careers_apply_url: z.string().nullish(),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  location: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  on_site: z.boolean().nullish(),
  department: z.string().nullish(),
  published_at: z.string().nullish(),
  created_at: z.string().nullish(),
  salary: z
    .looseObject({
      min: Amount,
      max: Amount,
      currency: z.string().nullish(),
      period: z.string().nullish(),
    })
    .nullish(),
});
type Offer = z.output<typeof OfferSchema>;

const amount = (value: number | string | null | undefined) => {
  const number = typeof value === 'string' ? Number(value.replace(/[\s,]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** "2026-10-01 09:00:00 UTC" -> the same instant; an ISO value is left as it is. */
const recruiteeTime = (value: string | null | undefined) => value?.replace(/\s+UTC$/i, 'Z');

function salaryFor(offer: Offer, text: string): Salary | null {
  const pay = offer.salary;
  return (
    (pay &&
      salaryOf({
        min: amount(pay.min),
        max: amount(pay.max),
        currency: pay.currency,
        interval: intervalFromLabel(pay.period),
      })) ||
    findSalaryInText(text)
  );
}

function mapOffer(offer: Offer, company: string): NormalizedJob {
  const html = [
    offer.description ?? '',
    offer.requirements ? `<h3>Requirements</h3>${offer.requirements}` : '',
  ].join('\n');
  const text = describeHtml(html);
  const place = toPlainLine(offer.location) || plainLines([offer.city, offer.country]).join(', ');
  const url = requireUrl(offer.careers_url, 'careers_url');
  return {
    source: 'Recruitee',
    externalId: `recruitee:${company}:${offer.id}`,
    title: requireText(toPlainLine(offer.title), 'title'),
    company: toPlainLine(offer.company_name) || companyForBoard('recruitee', company),
    ...text,
    salary: salaryFor(offer, text.description),
    // `remote: true` alongside `hybrid: true` is a hybrid job.
    isRemote: resolveRemote(offer.remote == null ? null : offer.remote && !offer.hybrid, [place]),
    location: place || null,
    postedAt: parsePostedAt(recruiteeTime(offer.published_at ?? offer.created_at)),
    applyUrl: requireUrl(offer.careers_apply_url ?? offer.careers_url, 'careers_apply_url'),
    sourceUrl: url,
    categories: plainLines([offer.department]),
  };
}

export function createRecruiteeSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.recruitee;
  return {
    slug: 'recruitee',
    name: 'Recruitee',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) =>
      collectBoards(context, {
        source: 'recruitee',
        boards,
        url: (company) => `${boardBaseUrl(baseUrl, company)}/api/offers/`,
        envelope: z.object({ offers: z.array(z.unknown()) }),
        items: (payload) => payload.offers,
        item: OfferSchema,
        map: mapOffer,
      }),
  };
}

/**
 * SmartRecruiters public Posting API: no key. Shape from dev.smartrecruiters.com (Posting API:
 * "List postings" and "Get posting") and the MIT-licensed recording in prettyirrelevant/hunt
 * (tests/fixtures/smartrecruiters.json): the list answers {offset, limit, totalFound, content[]}
 * and pages with offset/limit (limit at most 100). Traps (job-boards.md §2-3):
 * - the list carries no description: one detail call per posting gives jobAd.sections, so only
 *   postings our classifier would keep (title, function, department) are asked for in detail;
 * - a detail can answer `active: false` (the posting closed between the two calls): dropped;
 * - location.remote is a structured flag; pay is rarely given (compensation in the detail).
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { classifyRole } from '../classify-role';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { Salary } from '@/shared/contracts/jobs';
import type { FetchContext, JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { findSalaryInText, intervalFromLabel, salaryOf } from '../parse-salary';
import { resolveRemote } from '../remote';
import { forEachLimited, HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

/** A company with more postings than this many pages is read this far (newest first). */
const DEFAULT_MAX_PAGES = 20;
/** Detail calls for one company at a time. */
const DETAIL_CONCURRENCY = 4;

const Labelled = z.looseObject({ id: z.string().nullish(), label: z.string().nullish() }).nullish();

const ListSchema = z.object({
  offset: z.number(),
  limit: z.number(),
  totalFound: z.number(),
  content: z.array(z.unknown()),
});

const PostingSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  company: z
    .looseObject({ identifier: z.string().nullish(), name: z.string().nullish() })
    .nullish(),
  releasedDate: z.string().nullish(),
  location: z
    .looseObject({
      city: z.string().nullish(),
      region: z.string().nullish(),
      country: z.string().nullish(),
      remote: z.boolean().nullish(),
      hybrid: z.boolean().nullish(),
      fullLocation: z.string().nullish(),
    })
    .nullish(),
  department: Labelled,
  function: Labelled,
  language: z.looseObject({ code: z.string().nullish() }).nullish(),
});
type Posting = z.output<typeof PostingSchema>;

const SectionSchema = z.looseObject({ title: z.string().nullish(), text: z.string().nullish() });

const DetailSchema = PostingSchema.extend({
  active: z.boolean().nullish(),
  postingUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  compensation: z
    .looseObject({
      min: z.number().nullish(),
      max: z.number().nullish(),
      currency: z.string().nullish(),
      period: z.string().nullish(),
    })
    .nullish(),
  jobAd: z
    .looseObject({
      sections: z
        .looseObject({
          companyDescription: SectionSchema.nullish(),
          jobDescription: SectionSchema.nullish(),
          qualifications: SectionSchema.nullish(),
          additionalInformation: SectionSchema.nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
type Detail = z.output<typeof DetailSchema>;

const categoriesOf = (posting: Posting) =>
  plainLines([posting.function?.label, posting.department?.label]);

/** The job description first, then qualifications under their own heading, then the rest. */
function composeHtml(detail: Detail): string {
  const sections = detail.jobAd?.sections;
  return [sections?.jobDescription, sections?.qualifications, sections?.additionalInformation]
    .filter((section) => section?.text)
    .map((section) => `<h3>${section!.title ?? ''}</h3>${section!.text}`)
    .join('\n');
}

function salaryFor(detail: Detail, text: string): Salary | null {
  const pay = detail.compensation;
  return (
    (pay &&
      salaryOf({
        min: pay.min,
        max: pay.max,
        currency: pay.currency,
        interval: intervalFromLabel(pay.period),
      })) ||
    findSalaryInText(text)
  );
}

function mapDetail(detail: Detail, company: string): NormalizedJob | null {
  if (detail.active === false) return null;
  const text = describeHtml(composeHtml(detail));
  const place = toPlainLine(detail.location?.fullLocation);
  const postingUrl = requireUrl(detail.postingUrl, 'postingUrl');
  return {
    source: 'SmartRecruiters',
    externalId: `smartrecruiters:${company}:${detail.id}`,
    title: requireText(toPlainLine(detail.name), 'name'),
    company: toPlainLine(detail.company?.name) || companyForBoard('smartrecruiters', company),
    ...text,
    salary: salaryFor(detail, text.description),
    isRemote: resolveRemote(detail.location?.remote, [place]),
    location: place || null,
    postedAt: parsePostedAt(detail.releasedDate),
    applyUrl: requireUrl(detail.applyUrl ?? detail.postingUrl, 'applyUrl'),
    sourceUrl: postingUrl,
    categories: categoriesOf(detail),
  };
}

export function createSmartRecruitersSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards, pageSize, maxPages = DEFAULT_MAX_PAGES } = config.smartrecruiters;
  const companyUrl = (company: string) =>
    joinUrl(baseUrl, `/v1/companies/${encodeURIComponent(company)}/postings`);

  async function fetchCompany(
    context: FetchContext,
    run: ReturnType<typeof startRun>,
    company: string,
  ) {
    const kept: Posting[] = [];
    for (let page = 0, offset = 0; ; page++) {
      if (page === maxPages) {
        context.log.warn(
          { source: 'smartrecruiters', company, offset },
          'SmartRecruiters board read only to its page cap: none of its postings expire this run',
        );
        run.readInPart();
        break;
      }
      const list = await run.request(
        `${companyUrl(company)}?offset=${offset}&limit=${pageSize}`,
        ListSchema,
      );
      // A failed page is counted; the postings already listed still get their details.
      if (!list) break;
      for (const raw of list.content) {
        const posting = PostingSchema.safeParse(raw);
        // A posting our classifier would drop is never asked for in detail (one call each).
        if (
          posting.success &&
          classifyRole({ title: posting.data.name, categories: categoriesOf(posting.data) })
        )
          kept.push(posting.data);
      }
      offset += list.content.length;
      if (list.content.length === 0 || offset >= list.totalFound) break;
    }
    await forEachLimited(kept, DETAIL_CONCURRENCY, async (posting) => {
      const detail = await run.request(
        `${companyUrl(company)}/${encodeURIComponent(posting.id)}`,
        z.unknown(),
      );
      if (detail !== null) run.addItems([detail], DetailSchema, (item) => mapDetail(item, company));
    });
  }

  return {
    slug: 'smartrecruiters',
    name: 'SmartRecruiters',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    async fetchJobs(context: FetchContext) {
      const run = startRun(context, 'smartrecruiters');
      for (const company of boards) await fetchCompany(context, run, company);
      return run.result();
    },
  };
}

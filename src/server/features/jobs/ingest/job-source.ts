import type { FastifyBaseLogger } from 'fastify';

/** Our three tracks, as the jobs API and UI name them. */
export type JobRoleType = 'sales' | 'customer-success' | 'learning-development';

export type SalaryInterval = 'year' | 'month' | 'week' | 'day' | 'hour';

/** Pay as the board states it: never annualised, never invented. */
export interface Salary {
  min: number | null;
  max: number | null;
  /** ISO 4217, e.g. "USD". */
  currency: string | null;
  interval: SalaryInterval | null;
  /** True when the board says the figure is its own estimate (Adzuna's salary_is_predicted). */
  estimated: boolean;
}

/** One posting mapped from a board's payload, before classification and dedup. */
export interface NormalizedJob {
  /** Board name as we show it for attribution, e.g. "Greenhouse", "Remotive". */
  source: string;
  /** Namespaced id: "<source-slug>:<board-token>:<native id>" (ATS) or "<source-slug>:<native id>". */
  externalId: string;
  title: string;
  company: string;
  /** Clean plain text; paragraphs and list items kept as line breaks. */
  description: string;
  /** Sanitised HTML for display, when the board sent HTML. */
  descriptionHtml: string | null;
  /** Items from requirement/qualification sections, plain text. */
  requirements: string[];
  salary: Salary | null;
  isRemote: boolean;
  /** Human-readable location, e.g. "New York, NY" or "Remote (USA)"; null when unknown. */
  location: string | null;
  /** When the board published it; null when the board does not say. */
  postedAt: Date | null;
  /** Where "Apply Now" goes, per each board's terms. */
  applyUrl: string;
  /** The posting's page on the board, for attribution links. */
  sourceUrl: string;
  /** Board categories/departments/teams used as classification hints. */
  categories: string[];
}

/** A board connector. Fetches everything it is configured for and maps it. */
export interface JobSource {
  /** Stable slug used in ids and run records: "greenhouse", "lever", "remotive"... */
  slug: string;
  /** Display name for attribution: "Greenhouse", "Remotive"... */
  name: string;
  /** Minimum time between polls this board's terms allow (e.g. Remotive 6 h, Jobicy 1 h). */
  minIntervalMs: number;
  fetchJobs(context: FetchContext): Promise<SourceResult>;
}

export interface SourceResult {
  jobs: NormalizedJob[];
  /** Raw items seen (before mapping). */
  fetched: number;
  /** Items dropped because they failed validation or mapping (each was logged). */
  skipped: number;
  /** Requests that failed after retries (e.g. one dead company board); each was logged. */
  failedRequests: number;
}

export interface FetchContext {
  log: FastifyBaseLogger;
  /** JSON GET with timeout, retries with backoff + jitter and our User-Agent (see http.ts). */
  getJson(url: string, init?: { headers?: Record<string, string> }): Promise<unknown>;
  signal?: AbortSignal;
}

/** Per-source configuration; built from the environment in config/env.ts. */
export interface JobSourcesConfig {
  userAgent: string;
  httpTimeoutMs: number;
  retries: number;
  greenhouse: { baseUrl: string; boards: string[] };
  lever: { baseUrl: string; boards: string[] };
  ashby: { baseUrl: string; boards: string[] };
  remotive: { baseUrl: string };
  jobicy: { baseUrl: string };
  himalayas: { baseUrl: string };
  remoteok: { baseUrl: string };
  themuse: { baseUrl: string; pages: number };
  /** Enabled only when both keys are set. */
  adzuna: {
    baseUrl: string;
    appId: string | undefined;
    appKey: string | undefined;
    country: string;
  };
  /** Enabled only when the key and the contact email are set. */
  usajobs: { baseUrl: string; apiKey: string | undefined; email: string | undefined };
}

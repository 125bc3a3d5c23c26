import type { FastifyBaseLogger } from 'fastify';
import type { TrackSlug } from '@/shared/constants';
import type { JobBoard, Salary } from '@/shared/contracts/jobs';
import type { GetJson } from './http';

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
  /**
   * The lowest US federal grade the posting hires at (USAJOBS' LowGrade, GS scale), when the
   * board says: GS-12 and above is no first job (career-changer-signals.ts).
   */
  federalGrade?: number | null;
}

/** A posting with the track it was classified into: what the ingest and the snapshot store. */
export type ClassifiedJob = NormalizedJob & { track: TrackSlug };

/** A board connector. Fetches everything it is configured for and maps it. */
export interface JobSource {
  /** Stable slug used in ids and run records: "greenhouse", "lever", "remotive"... */
  slug: JobBoard;
  /** Display name for attribution: "Greenhouse", "Remotive"... */
  name: string;
  /** Time between scheduled polls: hourly, or longer where the terms ask (Remotive 6 h). */
  minIntervalMs: number;
  /**
   * The shortest wait between polls the board's terms allow (Remotive 4 calls a day, Jobicy
   * hourly); 0 when they set none. Manual runs skip the schedule but never this.
   */
  termsMinIntervalMs: number;
  /**
   * One poll returns the whole board (company ATS boards, Remotive), so a posting a full answer
   * leaves out is gone. Searches, pages and newest-N feeds return a window: a posting that slid
   * out of it may still be open, so their listings expire by age instead (run-ingest.ts).
   */
  complete: boolean;
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
  /**
   * A whole-board source read only part of a board (it stopped at a page cap): like a failed
   * request, the answer cannot prove a posting it left out gone.
   */
  partial?: boolean;
}

export interface FetchContext {
  log: FastifyBaseLogger;
  /** JSON GET with timeout, retries with backoff + jitter and our User-Agent (see http.ts). */
  getJson: GetJson;
  /** Aborted when the job feed stops: no further request starts, the run ends as failed. */
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
  /** Postings per list page (the API allows at most 100), and pages read per company at most. */
  smartrecruiters: { baseUrl: string; boards: string[]; pageSize: number; maxPages?: number };
  workable: { baseUrl: string; boards: string[] };
  /** Per-company subdomains: a base URL with a "{board}" placeholder (see collect.ts). */
  recruitee: { baseUrl: string; boards: string[] };
  breezy: { baseUrl: string; boards: string[] };
  pinpoint: { baseUrl: string; boards: string[] };
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

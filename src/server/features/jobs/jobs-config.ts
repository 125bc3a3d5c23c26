import type { AppConfig } from '../../config/env';
import { defaultBoards } from './ingest/board-tokens';
import type { JobSourcesConfig } from './ingest/job-source';
import { DEFAULT_BASE_URLS } from './ingest/sources';

/** The connectors' configuration: the environment's overrides over the real APIs and the shipped boards. */
export function jobSourcesConfig(config: AppConfig['jobs']): JobSourcesConfig {
  const base = { ...DEFAULT_BASE_URLS, ...config.baseUrls };
  return {
    userAgent: config.userAgent,
    httpTimeoutMs: config.httpTimeoutMs,
    retries: config.retries,
    greenhouse: {
      baseUrl: base.greenhouse,
      boards: config.boards.greenhouse ?? defaultBoards('greenhouse'),
    },
    lever: { baseUrl: base.lever, boards: config.boards.lever ?? defaultBoards('lever') },
    ashby: { baseUrl: base.ashby, boards: config.boards.ashby ?? defaultBoards('ashby') },
    smartrecruiters: {
      baseUrl: base.smartrecruiters,
      boards: config.boards.smartrecruiters ?? defaultBoards('smartrecruiters'),
      pageSize: 100,
    },
    workable: {
      baseUrl: base.workable,
      boards: config.boards.workable ?? defaultBoards('workable'),
    },
    recruitee: {
      baseUrl: base.recruitee,
      boards: config.boards.recruitee ?? defaultBoards('recruitee'),
    },
    breezy: { baseUrl: base.breezy, boards: config.boards.breezy ?? defaultBoards('breezy') },
    pinpoint: {
      baseUrl: base.pinpoint,
      boards: config.boards.pinpoint ?? defaultBoards('pinpoint'),
    },
    remotive: { baseUrl: base.remotive },
    jobicy: { baseUrl: base.jobicy },
    himalayas: { baseUrl: base.himalayas },
    remoteok: { baseUrl: base.remoteok },
    themuse: { baseUrl: base.themuse, pages: config.themusePages },
    adzuna: {
      baseUrl: base.adzuna,
      appId: config.adzuna.appId,
      appKey: config.adzuna.appKey,
      country: config.adzuna.country,
    },
    usajobs: { baseUrl: base.usajobs, apiKey: config.usajobs.apiKey, email: config.usajobs.email },
  };
}

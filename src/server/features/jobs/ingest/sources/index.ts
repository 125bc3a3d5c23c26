import type { JobSource, JobSourcesConfig } from '../job-source';
import { createAdzunaSource } from './adzuna';
import { createAshbySource } from './ashby';
import { createBreezySource } from './breezy';
import { createGreenhouseSource } from './greenhouse';
import { createHimalayasSource } from './himalayas';
import { createJobicySource } from './jobicy';
import { createLeverSource } from './lever';
import { createPinpointSource } from './pinpoint';
import { createRecruiteeSource } from './recruitee';
import { createRemoteOkSource } from './remoteok';
import { createRemotiveSource } from './remotive';
import { createSmartRecruitersSource } from './smartrecruiters';
import { createTheMuseSource } from './themuse';
import { createUsaJobsSource } from './usajobs';
import { createWorkableSource } from './workable';

/**
 * Production base URLs; configurable so tests and staging can point elsewhere. Boards on a
 * subdomain per company carry a "{board}" placeholder (collect.ts `boardBaseUrl`).
 */
export const DEFAULT_BASE_URLS = {
  greenhouse: 'https://boards-api.greenhouse.io',
  lever: 'https://api.lever.co',
  ashby: 'https://api.ashbyhq.com',
  smartrecruiters: 'https://api.smartrecruiters.com',
  workable: 'https://apply.workable.com',
  recruitee: 'https://{board}.recruitee.com',
  breezy: 'https://{board}.breezy.hr',
  pinpoint: 'https://{board}.pinpointhq.com',
  remotive: 'https://remotive.com',
  jobicy: 'https://jobicy.com',
  himalayas: 'https://himalayas.app',
  remoteok: 'https://remoteok.com',
  themuse: 'https://www.themuse.com',
  adzuna: 'https://api.adzuna.com',
  usajobs: 'https://data.usajobs.gov',
} as const;

/** Every key-less board, plus Adzuna and USAJOBS when their credentials are configured. */
export function createJobSources(config: JobSourcesConfig): JobSource[] {
  const sources = [
    createGreenhouseSource(config),
    createLeverSource(config),
    createAshbySource(config),
    createSmartRecruitersSource(config),
    createWorkableSource(config),
    createRecruiteeSource(config),
    createBreezySource(config),
    createPinpointSource(config),
    createRemotiveSource(config),
    createJobicySource(config),
    createHimalayasSource(config),
    createRemoteOkSource(config),
    createTheMuseSource(config),
  ];
  if (config.adzuna.appId && config.adzuna.appKey) sources.push(createAdzunaSource(config));
  if (config.usajobs.apiKey && config.usajobs.email) sources.push(createUsaJobsSource(config));
  return sources;
}

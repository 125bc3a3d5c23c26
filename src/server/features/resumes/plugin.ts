import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { disownedSkillTest } from './evidence/disowned-skills';
import { evidenceRoutes } from './evidence/evidence.routes';
import { createTextExtractor, type TextExtractor } from './extraction/extraction-pool';
import { openResumeFileStore, type ResumeFileStore } from './resume-files';
import { resumesRoutes } from './resumes.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resume text extraction in worker threads (started on first use or by warmUp). */
    textExtractor: TextExtractor;
    /** Resume files beside the embedded database; null on PostgreSQL (bytes in the row). */
    resumeFiles: ResumeFileStore | null;
    /**
     * What she said she has not done, as a test of a skill label another feature would print for
     * her (the translator's skills section): true when the label claims one of those skills.
     */
    disownedSkillTest(userId: string): Promise<(label: string) => boolean>;
  }
}

export interface ResumesPluginOptions {
  /** The open database: on PGlite, her files are kept beside it, in DATA_DIR. */
  database: DatabaseHandle;
  /** Start the extraction worker (pdf.js, the analysis run once) before the first upload (the server does). */
  warmUp?: boolean;
  /**
   * A reader shared by every app of this process (the API tests, whose apps would each start a
   * worker and load pdf.js): used as it is, and left open when this app closes.
   */
  textExtractor?: TextExtractor;
}

/** The worker pool starts on first use, so API tests that never upload never pay for it. */
export function lazyTextExtractor(): TextExtractor {
  let extractor: TextExtractor | undefined;
  const get = () => (extractor ??= createTextExtractor());
  return {
    extract: (bytes) => get().extract(bytes),
    readResume: (bytes) => get().readResume(bytes),
    warmUp: () => get().warmUp(),
    close: async () => extractor?.close(),
  };
}

/** Resumes: upload, extraction, the analysis, her files, and her evidence bank. */
export const resumesPlugin = fp<ResumesPluginOptions>(
  async (app, options) => {
    app.decorate(
      'resumeFiles',
      await openResumeFileStore(options.database, app.config.database.dataDir, app.log),
    );
    const profiles = loadRoleProfiles();
    app.decorate('disownedSkillTest', (userId: string) =>
      disownedSkillTest(app.db, userId, profiles),
    );
    const textExtractor = options.textExtractor ?? lazyTextExtractor();
    app.decorate('textExtractor', textExtractor);
    if (!options.textExtractor) app.addHook('onClose', () => textExtractor.close());
    if (options.warmUp) {
      textExtractor
        .warmUp()
        .catch((error: unknown) => app.log.error({ err: error }, 'extraction warm-up failed'));
    }
    await app.register(resumesRoutes, { prefix: '/api/resumes' });
    await app.register(evidenceRoutes, { prefix: '/api/users' });
  },
  { name: 'resumes', fastify: '5.x' },
);

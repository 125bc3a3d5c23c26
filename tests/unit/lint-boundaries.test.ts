import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md are lint rules (eslint.config.js); these cases
 * lint one import at a time, as `npm run lint` would, so a rule that stops refusing fails here.
 * Add a side's cases as another describe with its own table.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: repoRoot,
    // The sample files do not exist, so no tsconfig holds them: lint them without type
    // information (the type-aware rules are not what these cases test).
    overrideConfig: {
      languageOptions: { parserOptions: { project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
  // Loading the config (typescript-eslint, plugins) is the slow part: do it once, here.
  await eslint.calculateConfigForFile('src/client/main.tsx');
}, 60_000);

/** The import-boundary messages for a file at `from` (repository-relative) importing `specifier`. */
async function boundaryErrors(from: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\n\nexport { x };\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${from}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

interface ImportCase {
  /** The importing file, from the repository root (it need not exist). */
  from: string;
  specifier: string;
  /** Part of the message the refusal must carry. */
  says?: string;
}

describe('client import boundaries', () => {
  const refused: ImportCase[] = [
    {
      from: 'src/client/features/jobs/components/job-feed.tsx',
      specifier: '@/client/features/applications/api/get-applications',
      says: 'features/jobs may not import another feature',
    },
    {
      from: 'src/client/features/jobs/components/job-feed.tsx',
      specifier: '../../applications/hooks/use-tracked-jobs',
      says: 'may not import another feature',
    },
    {
      from: 'src/client/features/learning-paths/components/progress-tab.tsx',
      specifier: '@/client/features/checkout/hooks/use-start-checkout',
      says: 'features/learning-paths may not import another feature',
    },
    {
      from: 'src/client/features/journey/lib/journey-steps.ts',
      specifier: '@/client/features/courses',
      says: 'may not import another feature',
    },
    {
      from: 'src/client/features/mini-courses/components/module-page.tsx',
      specifier: '@/client/app/routes/course',
      says: 'Only src/client/app',
    },
    {
      from: 'src/client/components/layout/nav-bar.tsx',
      specifier: '@/client/features/auth/api/authenticate',
      says: 'Shared components, hooks, lib and config never import a feature',
    },
    {
      from: 'src/client/components/auth/require-user.tsx',
      specifier: '../../features/auth/components/session-sync',
      says: 'never import a feature',
    },
    {
      from: 'src/client/hooks/use-session.ts',
      specifier: '../features/auth/api/authenticate',
      says: 'never import a feature',
    },
    {
      from: 'src/client/lib/query-client.ts',
      specifier: '../app/provider',
      says: 'Only src/client/app',
    },
    {
      from: 'src/client/config/paths.ts',
      specifier: '@/client/app/router',
      says: 'Only src/client/app',
    },
    {
      from: 'src/client/features/jobs/api/get-jobs-feed.ts',
      specifier: '@/server/features/jobs/jobs.queries',
      says: 'over HTTP only',
    },
    {
      from: 'src/client/app/routes/jobs.tsx',
      specifier: '@/server/app',
      says: 'over HTTP only',
    },
  ];

  it.each(refused)('refuses $specifier in $from', async ({ from, specifier, says }) => {
    const errors = await boundaryErrors(from, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(says);
  });

  const allowed: ImportCase[] = [
    // Within a feature, by relative path or alias.
    {
      from: 'src/client/features/jobs/components/job-feed.tsx',
      specifier: '../hooks/use-bookmarks',
    },
    { from: 'src/client/features/jobs/components/job-feed.tsx', specifier: './job-grid' },
    {
      from: 'src/client/features/jobs/components/job-feed.tsx',
      specifier: '@/client/features/jobs/lib/feed-pages',
    },
    // A feature uses the shared layer and src/shared.
    { from: 'src/client/features/jobs/api/get-jobs-feed.ts', specifier: '@/client/lib/query-keys' },
    {
      from: 'src/client/features/courses/components/course-offers.tsx',
      specifier: '@/client/hooks/use-is-admin',
    },
    {
      from: 'src/client/features/jobs/components/job-card.tsx',
      specifier: '@/client/components/ui/button',
    },
    {
      from: 'src/client/features/jobs/components/job-card.tsx',
      specifier: '@/client/config/paths',
    },
    { from: 'src/client/features/jobs/lib/feed-pages.ts', specifier: '@/shared/contracts/jobs' },
    // A route composes several features.
    {
      from: 'src/client/app/routes/jobs.tsx',
      specifier: '@/client/features/applications/hooks/use-tracked-jobs',
    },
    {
      from: 'src/client/app/routes/jobs.tsx',
      specifier: '@/client/features/jobs/components/job-feed',
    },
    { from: 'src/client/app/root-layout.tsx', specifier: './routes/landing' },
    // Shared code uses shared code.
    { from: 'src/client/components/layout/nav-bar.tsx', specifier: '@/client/hooks/use-logout' },
    { from: 'src/client/components/ui/badge.tsx', specifier: '../../lib/cn' },
    { from: 'src/client/lib/track-style.ts', specifier: '@/client/components/ui/badge' },
  ];

  it.each(allowed)('allows $specifier in $from', async ({ from, specifier }) => {
    expect(await boundaryErrors(from, specifier)).toEqual([]);
  });
});

describe('server import boundaries', () => {
  const refused: ImportCase[] = [
    // A feature reaching into another feature's internals, by any path.
    {
      from: 'src/server/features/jobs/jobs.routes.ts',
      specifier: '../resumes/resumes.queries',
      says: 'Use the resumes feature through its index.ts',
    },
    {
      from: 'src/server/features/jobs/ingest/run-ingest.ts',
      specifier: '../../resumes/analysis/analyze-resume',
      says: 'Use the resumes feature through its index.ts',
    },
    {
      from: 'src/server/features/learning-paths/build-learning-paths.ts',
      specifier: '@/server/features/jobs/feed.queries',
      says: 'Use the jobs feature through its index.ts',
    },
    {
      from: 'src/server/features/assessments/assessments.routes.ts',
      specifier: '../certificates/certificates.routes',
      says: 'Use the certificates feature through its index.ts',
    },
    // Features that read one model never import each other, not even through index.ts
    // (issue 27): the resume model and the role language live below both.
    {
      from: 'src/server/features/resumes/analysis/analyze-resume.ts',
      specifier: '../../resume-translator',
      says: 'features/resumes may not import resume-translator at all',
    },
    {
      from: 'src/server/features/resume-translator/resume-translator.routes.ts',
      specifier: '../resumes',
      says: 'features/resume-translator may not import resumes at all',
    },
    {
      from: 'src/server/features/resume-translator/build-translation.ts',
      specifier: '@/server/features/resumes/analysis/analyze-resume',
      says: 'may not import resumes at all',
    },
    // Code below the features using one.
    {
      from: 'src/server/core/learning/learning-state.ts',
      specifier: '../../features/jobs',
      says: 'Only features and app.ts use features',
    },
    {
      from: 'src/server/plugins/session.ts',
      specifier: '@/server/features/auth/auth.routes',
      says: 'Only features and app.ts use features',
    },
    {
      from: 'src/server/lib/public-url.ts',
      specifier: '../features/resumes',
      says: 'Only features and app.ts use features',
    },
    // app.ts and types.d.ts reaching past a feature's index.ts (its plugin is the way in).
    {
      from: 'src/server/app.ts',
      specifier: './features/jobs/jobs.routes',
      says: 'app.ts and types.d.ts use a feature only through its index.ts',
    },
    {
      from: 'src/server/types.d.ts',
      specifier: './features/resumes/extraction/extraction-pool',
      says: 'app.ts and types.d.ts use a feature only through its index.ts',
    },
    // The server importing client code.
    {
      from: 'src/server/features/jobs/jobs.routes.ts',
      specifier: '@/client/lib/cn',
      says: 'The server never imports client code',
    },
  ];

  it.each(refused)('refuses $specifier in $from', async ({ from, specifier, says }) => {
    const errors = await boundaryErrors(from, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(says);
  });

  const allowed: ImportCase[] = [
    // Another feature's public surface, its own code, core and shared.
    { from: 'src/server/features/learning-paths/learning-paths.routes.ts', specifier: '../jobs' },
    { from: 'src/server/features/career-kits/career-kits.routes.ts', specifier: '../resumes' },
    {
      from: 'src/server/features/resume-translator/build-translation.ts',
      specifier: '../../core/resume-model',
    },
    {
      from: 'src/server/features/resumes/analysis/analyze-resume.ts',
      specifier: '../../../core/role-language',
    },
    { from: 'src/server/features/jobs/ingest/run-ingest.ts', specifier: '../feed.queries' },
    {
      from: 'src/server/features/jobs/jobs.routes.ts',
      specifier: '../../core/users/users.queries',
    },
    { from: 'src/server/features/jobs/jobs.routes.ts', specifier: '@/shared/constants' },
    { from: 'src/server/app.ts', specifier: './features/jobs' },
    { from: 'src/server/app.ts', specifier: './lib/signed-token' },
  ];

  it.each(allowed)('allows $specifier in $from', async ({ from, specifier }) => {
    expect(await boundaryErrors(from, specifier)).toEqual([]);
  });
});

describe('server routes take the signed-in user typed', () => {
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: `${repoRoot}/src/server/features/jobs/jobs.routes.ts`,
    });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it('refuses request.user! and points to signedInUser', async () => {
    const messages = await lint(
      'export const idOf = (request: { user: { id: string } | null }) => request.user!.id;\n',
    );
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('signedInUser(request)'),
    ]);
  });

  it('lets other non-null assertions be', async () => {
    expect(await lint('export const first = (list: string[]) => list[0]!;\n')).toEqual([]);
  });
});

describe('client pages load no zod for a contract', () => {
  const lint = async (from: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${from}` });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((m) => m.message);
  };
  const page = 'src/client/features/jobs/components/job-feed.tsx';

  it.each([
    "import { JobSchema } from '@/shared/contracts/jobs';\n\nexport const s = JobSchema;\n",
    "import { z } from 'zod';\n\nexport const s = z.string();\n",
  ])('refuses a runtime import of zod or a contract: %s', async (code) => {
    expect(await lint(page, code)).toEqual([expect.stringContaining('@/shared/contracts/values')]);
  });

  it.each([
    "import type { Job } from '@/shared/contracts/jobs';\n\nexport type J = Job;\n",
    "import { JOB_SORTS } from '@/shared/contracts/values/jobs';\n\nexport const s = JOB_SORTS;\n",
  ])('lets types and the values through: %s', async (code) => {
    expect(await lint(page, code)).toEqual([]);
  });

  it('lets the stored user be read by its contract, in the module loaded on demand', async () => {
    const code =
      "import { UserSchema } from '@/shared/contracts/users';\n\nexport const s = UserSchema;\n";
    expect(await lint('src/client/lib/stored-user.ts', code)).toEqual([]);
  });
});

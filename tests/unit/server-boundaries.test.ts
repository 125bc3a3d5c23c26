import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The server's import rules (eslint.config.js, docs/architecture.md) hold on code, not just on paper. */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { something } from '${specifier}';\nexport const used = something;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('server import boundaries', () => {
  it.each([
    ['src/server/features/jobs/jobs.routes.ts', '../resumes/resumes.queries'],
    ['src/server/features/jobs/ingest/run-ingest.ts', '../../resumes/analysis/analyze-resume'],
    ['src/server/features/learning-paths/x.ts', '@/server/features/jobs/feed.queries'],
    ['src/server/features/assessments/x.ts', '../certificates/certificates.routes'],
  ])('refuses %s reaching into another feature (%s)', async (file, specifier) => {
    expect(await refusals(file, specifier)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/server/core/learning/x.ts', '../../features/jobs'],
    ['src/server/plugins/x.ts', '@/server/features/auth/auth.routes'],
    ['src/server/lib/x.ts', '../features/resumes'],
  ])('refuses %s (below the features) importing a feature (%s)', async (file, specifier) => {
    expect(await refusals(file, specifier)).toContain('no-restricted-imports');
  });

  it('refuses the server importing client code', async () => {
    expect(await refusals('src/server/features/jobs/x.ts', '@/client/lib/cn')).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['src/server/features/learning-paths/x.ts', '../jobs'],
    ['src/server/features/jobs/ingest/x.ts', '../feed.queries'],
    ['src/server/features/jobs/x.ts', '../../core/leases/leases.queries'],
    ['src/server/features/jobs/x.ts', '@/shared/constants'],
  ])(
    'lets %s import %s (a public surface, its own code, core or shared)',
    async (file, specifier) => {
      expect(await refusals(file, specifier)).toEqual([]);
    },
  );
});

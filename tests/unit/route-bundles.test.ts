import { describe, expect, it } from 'vitest';
import { routeBundles, staticClosure } from '../../scripts/lib/route-bundles.mjs';

/** A manifest shaped like Vite's: an entry, the data layout, two routes and shared chunks. */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_contracts.js': { file: 'assets/contracts.js' },
  'src/client/app/data-layout.tsx': {
    file: 'assets/data-layout.js',
    imports: ['_react.js', '_query.js'],
  },
  '_query.js': { file: 'assets/query.js' },
  'src/client/app/routes/jobs.tsx': {
    file: 'assets/jobs.js',
    imports: ['_ui.js', '_contracts.js'],
    dynamicImports: ['src/client/features/jobs/pdf.ts'],
  },
  'src/client/features/jobs/pdf.ts': { file: 'assets/pdf.js' },
  'src/client/app/routes/explore.tsx': { file: 'assets/explore.js', imports: ['_ui.js'] },
};

describe('the first view of each route', () => {
  it('follows static imports transitively, once each, and never dynamic ones', () => {
    expect([...staticClosure(manifest, 'src/client/app/routes/jobs.tsx')].sort()).toEqual([
      'assets/contracts.js',
      'assets/jobs.js',
      'assets/react.js',
      'assets/ui.js',
    ]);
  });

  it('adds the entry, and the data layout for routes rendered inside it', () => {
    const bundles = Object.fromEntries(
      routeBundles(manifest).map(({ route, files }) => [route, [...files].sort()]),
    );
    expect(Object.keys(bundles)).toEqual(['explore', 'jobs']);
    expect(bundles.jobs).toEqual([
      'assets/contracts.js',
      'assets/data-layout.js',
      'assets/index.js',
      'assets/jobs.js',
      'assets/query.js',
      'assets/react.js',
      'assets/ui.js',
    ]);
    // /explore is outside the data layout: no query client on its first view.
    expect(bundles.explore).toEqual([
      'assets/explore.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
    ]);
  });
});

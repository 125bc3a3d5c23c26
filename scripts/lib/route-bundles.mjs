// The JavaScript a browser loads for the first view of each client route, from Vite's manifest
// (dist/client/.vite/manifest.json): the entry and everything it imports statically, the layout
// the route renders inside (src/client/app/data-layout.tsx for all but a few public pages, see
// src/client/app/router.tsx) and the route module with its static imports. Dynamic imports (a
// dialog opened on click, a PDF export) are left out: they load when used.

/** Route modules the router renders outside the data layout (router.tsx's top-level children). */
export const OUTSIDE_DATA_LAYOUT = ['explore', 'privacy', 'login', 'signup'];
export const DATA_LAYOUT = 'src/client/app/data-layout.tsx';
const ROUTES_DIR = 'src/client/app/routes/';

/** Every file `key` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** { route: 'jobs', files: Set<string> } for each route module in the manifest, by name. */
export function routeBundles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES_DIR))
    .sort()
    .map((key) => {
      const route = key.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '');
      const files = staticClosure(manifest, entry);
      if (!OUTSIDE_DATA_LAYOUT.includes(route)) staticClosure(manifest, DATA_LAYOUT, files);
      staticClosure(manifest, key, files);
      return { route, files };
    });
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_DEV_PORT = Number(process.env.API_PORT ?? 3001);

/** In dev, Vite serves index.html itself; fill in what the server writes there in production. */
function devRuntimeSettings(): Plugin {
  return {
    name: 'c2c-dev-runtime-settings',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll(
        '__CONTACT_EMAIL__',
        process.env.CONTACT_EMAIL ?? 'hello@classroomtocareer.app',
      ),
  };
}

/**
 * How many modules each mini-course has, counted from content/mini-courses as the server counts
 * them, so /explore shows them without asking the server and is pre-rendered with them (ADR 015).
 * Only the counts reach the bundle, never a module's content.
 */
function courseModuleCounts(): Record<string, number> {
  const dir = path.resolve(import.meta.dirname, 'content', 'mini-courses');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const course = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
          modules: unknown[];
        };
        return [path.basename(name, '.json'), course.modules.length];
      }),
  );
}

/** Each course's price in cents from content/courses.json, for /explore's pre-rendered cards (m8). */
function coursePrices(): Record<string, number> {
  const file = path.resolve(import.meta.dirname, 'content', 'courses.json');
  const courses = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; price: number }[];
  return Object.fromEntries(courses.map((course) => [course.slug, course.price]));
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeSettings()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: {
    __COURSE_MODULE_COUNTS__: JSON.stringify(courseModuleCounts()),
    __COURSE_PRICES__: JSON.stringify(coursePrices()),
  },
  // Maps are written for error tracking but not linked from the bundles, and the server never
  // serves them (plugins/client-app.ts): the source is not published with the app. The manifest
  // (.vite/manifest.json, not served either) tells the pre-renderer and the bundle budget which
  // chunks each page needs (ADR 015).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically stays in the entry's file: the first view of /
            // is one script, not three (ADR 015).
            { name: 'entry', tags: ['$initial'] },
            // The data layer and the zod contracts, each one chunk for the pages that use them
            // rather than a chunk per module. The contracts' values without zod (contracts/values)
            // stay with the pages that use them: a page that needs a limit does not load zod.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'contracts',
              test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]contracts[\\/](?!values[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${API_DEV_PORT}`, changeOrigin: false } },
  },
});

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { z } from 'zod';
import { UserSchema } from './src/shared/contracts/users';

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

/**
 * A fingerprint of the user contract: a user stored by a build with the same one is read
 * without loading zod (lib/session-store.ts, ADR 015), one stored by any other is read by the
 * contract. It changes with the contract, never by hand.
 */
function userContractFingerprint(): string {
  const shape = JSON.stringify(z.toJSONSchema(UserSchema));
  return createHash('sha256').update(shape).digest('hex').slice(0, 16);
}

const reactRouterFile = (name: string) =>
  path.resolve(import.meta.dirname, 'node_modules', 'react-router', 'dist', 'production', name);

/**
 * The shared chunk of the pages under the data layout (ADR 015, "Signed-in routes"): TanStack
 * Query, the API client and the query keys, the shared hooks, the route guard, the UI kit's small
 * parts that most pages use (with tailwind-merge, through `cn`) and the features' fetchers and
 * hooks that two pages or more use. Left out: what loads on demand with zod (the stored user, an
 * error answer), and the larger parts few pages use (tabs, progress, breadcrumb; the dialog's
 * and the Markdown's code load when used), which stay with those pages. A public page that
 * imports any of it loads it all.
 */
const KIT = [
  /node_modules[\\/]@tanstack[\\/]/,
  /src[\\/]client[\\/]lib[\\/](?!stored-user\.ts$|api-error\.ts$)/,
  /src[\\/]client[\\/]hooks[\\/]/,
  /src[\\/]client[\\/]components[\\/]auth[\\/]/,
  /src[\\/]client[\\/]components[\\/]ui[\\/](?:button|card|dialog|input|spinner|badge|checkbox-field|password-input|track-icon|stat-tile)\.tsx$/,
  /src[\\/]client[\\/]features[\\/][^\\/]+[\\/](?:api|hooks)[\\/]/,
];

/** The modules of the `forms` chunk (below): what sign-in and sign-up import beyond the entry. */
const FORMS = [
  /src[\\/]client[\\/]lib[\\/](?:api-client|sign-in-state|time-zone)\.ts$/,
  /src[\\/]client[\\/]components[\\/]ui[\\/](?:field-styles\.ts|password-input\.tsx)$/,
  /src[\\/]client[\\/]features[\\/]auth[\\/](?:api[\\/]authenticate|lib[\\/]unconfirmed-email-memory)\.ts$/,
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), devRuntimeSettings()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React Router's exports name its development files for every build; they differ from the
      // production ones only by its development warnings (remix-run/react-router#12532), 0.5 KB
      // of the entry that every page loads. `npm run dev` keeps the warnings.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
          ]
        : []),
    ],
  },
  define: {
    __COURSE_MODULE_COUNTS__: JSON.stringify(courseModuleCounts()),
    __COURSE_PRICES__: JSON.stringify(coursePrices()),
    __USER_CONTRACT__: JSON.stringify(userContractFingerprint()),
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
            // A module goes to the first group, by priority, whose test it passes; a group takes
            // the modules its modules import unless a higher group took them first.
            // What the entry imports statically stays in the entry's file (ADR 015).
            { name: 'entry', priority: 6, tags: ['$initial'] },
            // What sign-in and sign-up share with the pages under the data layout: the API
            // client, the field styles, the password field, the sign-in call. Ahead of the kit,
            // which would otherwise take them with its modules that use them, and sign-in would
            // load TanStack Query and tailwind-merge for one form (ADR 015).
            {
              name: 'forms',
              priority: 5,
              test: (id) => FORMS.some((pattern) => pattern.test(id)),
            },
            // What the pages under the data layout share, one chunk rather than twenty of a few
            // hundred bytes each (the dashboard needed 49 files, ADR 015): a module goes in when
            // two pages or more use it. The icons two pages or more use, one chunk of their own
            // (public pages use some, and must not load the kit for them).
            {
              name: 'kit',
              minShareCount: 2,
              test: (id) => KIT.some((pattern) => pattern.test(id)),
            },
            {
              name: 'icons',
              priority: 4,
              minShareCount: 2,
              test: /node_modules[\\/]lucide-react[\\/]/,
            },
            // Radix's tabs with the internals they bring, one chunk for the three pages with tabs
            // (the dashboard, jobs, upskilling) rather than six; named one by one, so the progress
            // bar's pages do not load it for the context helper both use.
            {
              name: 'tabs',
              includeDependenciesRecursively: false,
              test: /components[\\/]ui[\\/]tabs\.tsx$|@radix-ui[\\/](?:react-(?:tabs|collection|roving-focus|direction|use-is-hydrated|presence|id|use-controllable-state|use-effect-event|use-callback-ref|use-layout-effect)|primitive)[\\/]/,
            },
            // The zod contracts, one chunk for the two modules that parse with them (the stored
            // user, an error answer). The contracts' values without zod (contracts/values) stay
            // with the pages that use them: a page that needs a limit does not load zod.
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
}));

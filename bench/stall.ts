// npm run bench:stall: 20 resume uploads of about 5 MB at once on the built server, for each file
// type we accept (PDF, DOCX, DOC, TXT), while a prober asks GET /api/health/live every 50 ms.
// Target (issue #11): the probe's p99 under 250 ms while the uploads run, on the embedded
// database. With DATABASE_URL set, or PostgreSQL installed, the same runs on PostgreSQL are
// printed beside them.
//
//   BENCH_TYPES=pdf,txt      only these file types (default: pdf,docx,doc,txt)
//   BENCH_ENGINES=pglite     only the embedded database (default: pglite,postgres)
//   BENCH_UPLOADS, BENCH_ROUNDS  uploads per burst (20) and bursts per type (3)
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { RESUME_MAX_BYTES } from '../src/shared/constants';
import { SAMPLE_TEACHER_RESUME } from '../tests/helpers/resume-files';
import { startThrowawayPostgres } from './lib/postgres';
import {
  ensureBuild,
  freePort,
  percentile,
  printTable,
  startServer,
  type RunningServer,
} from './lib/server';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
/** Bursts of UPLOADS in a row, for enough probes that a p99 means something. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TYPES = (process.env.BENCH_TYPES ?? 'pdf,docx,doc,txt').split(',').filter(Boolean);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').filter(Boolean);
const PROBE_EVERY_MS = 50;
const TARGET_P99_MS = 250;

/** A PNG of random pixels: incompressible, so pdfkit embeds it as is and the PDF stays ~5 MB. */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i++) rows[i] = (Math.random() * 256) | 0;
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Room for the rest of the file (text, headers, the multipart envelope) under the upload cap. */
const imageSide = () => Math.floor(Math.sqrt((RESUME_MAX_BYTES - 120_000) / 3));

/** A real resume (text on page one) with a photo-sized image that makes the file ~5 MB. */
function fiveMegabytePdf(): Promise<Buffer> {
  const side = imageSide();
  const png = noisePng(side, side);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(10.5).text(SAMPLE_TEACHER_RESUME);
    doc.addPage().image(png, 54, 54, { width: 300 });
    doc.end();
  });
}

/** The same resume as a Word document with the same photo: a DOCX of ~5 MB. */
async function fiveMegabyteDocx(): Promise<Buffer> {
  const side = imageSide();
  const paragraphs = SAMPLE_TEACHER_RESUME.split('\n').map(
    (line) => new Paragraph({ children: [new TextRun(line)] }),
  );
  const photo = new ImageRun({
    type: 'png',
    data: noisePng(side, side),
    transformation: { width: 300, height: 300 },
  });
  return Packer.toBuffer(
    new Document({
      sections: [{ children: [...paragraphs, new Paragraph({ children: [photo] })] }],
    }),
  );
}

/**
 * A Word 97-2003 resume (the committed fixture) followed by random bytes up to ~5 MB, as an
 * embedded picture would make it: the compound file's readers go by sector index, so the text
 * reads the same and the whole file still has to cross the upload and the worker.
 */
function fiveMegabyteDoc(): Buffer {
  const doc = readFileSync('tests/fixtures/files/instructional-coach.doc');
  const padding = Buffer.alloc(RESUME_MAX_BYTES - 120_000 - doc.length);
  for (let i = 0; i < padding.length; i++) padding[i] = (Math.random() * 256) | 0;
  return Buffer.concat([doc, padding]);
}

/**
 * A 4.9 MB plain-text "resume" (the security audit's F4): the sample resume repeated. Its text is
 * far over what is kept, so this measures what the server does with a long text.
 */
function fiveMegabyteTxt(): Buffer {
  const target = RESUME_MAX_BYTES - 120_000;
  const one = Buffer.from(`${SAMPLE_TEACHER_RESUME}\n\n`);
  return Buffer.concat(Array.from({ length: Math.floor(target / one.length) }, () => one));
}

const FILES: Record<string, { name: string; make: () => Buffer | Promise<Buffer> }> = {
  pdf: { name: 'resume.pdf', make: fiveMegabytePdf },
  docx: { name: 'resume.docx', make: fiveMegabyteDocx },
  doc: { name: 'resume.doc', make: fiveMegabyteDoc },
  txt: { name: 'resume.txt', make: fiveMegabyteTxt },
};

interface BenchFile {
  type: string;
  name: string;
  bytes: Buffer;
}

async function register(server: RunningServer, n: number): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `stall.${n}.${Date.now()}@example.test`,
      password: 'bench-pass',
      firstName: 'Bench',
      lastName: `User ${n}`,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, id: user.id };
}

interface Probe {
  at: number;
  ms: number;
}

/**
 * Sequential probes until stopped, each waiting for the last as a load balancer's would. They run
 * in a worker thread so this process, busy sending 100 MB of uploads, does not delay them itself.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => (running = false));
(async () => {
  const probes = [];
  while (running) {
    const at = performance.timeOrigin + performance.now();
    const response = await fetch(workerData.url + '/api/health/live');
    await response.arrayBuffer();
    probes.push({ at, ms: performance.timeOrigin + performance.now() - at });
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(probes);
})();
`;

function startProber(url: string) {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, every: PROBE_EVERY_MS } });
  const result = new Promise<Probe[]>((resolve) => worker.once('message', resolve));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const probes = await result;
      await worker.terminate();
      return probes;
    },
  };
}

const now = () => performance.timeOrigin + performance.now();

async function measure(label: string, server: RunningServer, file: BenchFile) {
  const users = [];
  for (let i = 0; i < UPLOADS; i++) users.push(await register(server, i));
  // One upload first, so the worker (and pdf.js) is warm as it would be in a running server.
  await upload(server, users[0]!, file);

  const prober = startProber(server.url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const windows: [number, number][] = [];
  const results: { status: number; ms: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = now();
    results.push(...(await Promise.all(users.map((user) => upload(server, user, file)))));
    windows.push([started, now()]);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const probes = await prober.stop();

  const inside = (p: Probe) => windows.some(([from, to]) => p.at >= from && p.at <= to);
  const during = probes.filter(inside).map((p) => p.ms);
  const idle = probes.filter((p) => p.at < windows[0]![0]).map((p) => p.ms);
  const statuses = new Map<number, number>();
  for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const times = results.filter((r) => r.status === 200).map((r) => r.ms);
  return {
    label,
    file,
    idle,
    during,
    times,
    wallMs: percentile(
      windows.map(([from, to]) => to - from),
      50,
    ),
    statuses: [...statuses].map(([status, count]) => `${count} × ${status}`).join(', '),
  };
}

async function upload(
  server: RunningServer,
  user: { cookie: string; id: string },
  file: BenchFile,
) {
  const form = new FormData();
  form.append('resume', new Blob([file.bytes]), file.name);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/resumes/upload`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

ensureBuild();
const files: BenchFile[] = [];
for (const type of TYPES) {
  const spec = FILES[type];
  if (!spec) throw new Error(`BENCH_TYPES: unknown type ${type} (pdf, docx, doc, txt)`);
  const bytes = await spec.make();
  if (bytes.length > RESUME_MAX_BYTES)
    throw new Error(`the ${type} is ${bytes.length} bytes, over the cap`);
  files.push({ type, name: spec.name, bytes });
}

const results = [];
if (ENGINES.includes('pglite')) {
  for (const file of files) {
    // A fresh server per type, so one type's leftovers (a warm cache, a grown heap) do not count.
    const embedded = await startServer();
    results.push(await measure('PGlite (embedded)', embedded, file));
    await embedded.stop();
  }
}

let postgres: { url: string; stop(): void } | undefined;
try {
  if (ENGINES.includes('postgres'))
    postgres = process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, stop: () => {} }
      : startThrowawayPostgres(await freePort());
} catch (error) {
  console.log(`(PostgreSQL skipped: ${(error as Error).message})`);
}
if (postgres) {
  for (const file of files) {
    const server = await startServer({ DATABASE_URL: postgres.url });
    results.push(await measure('PostgreSQL', server, file));
    await server.stop();
  }
  postgres.stop();
}

const ms = (values: number[], p: number) =>
  values.length ? Math.round(percentile(values, p)) : '-';
console.log(
  `\n${ROUNDS} bursts of ${UPLOADS} concurrent uploads per file type; GET /api/health/live every ${PROBE_EVERY_MS} ms (ms)\n`,
);
printTable(
  [
    'engine',
    'file',
    'probes idle: median / p99',
    'probes during uploads',
    'probe median',
    'probe p99',
    'probe max',
    'upload median',
    'upload p99',
    'burst wall (median)',
    'answers',
  ],
  results.map((r) => [
    r.label,
    `${r.file.type.toUpperCase()} ${(r.file.bytes.length / 1024 / 1024).toFixed(1)} MB`,
    `${ms(r.idle, 50)} / ${ms(r.idle, 99)}`,
    r.during.length,
    ms(r.during, 50),
    ms(r.during, 99),
    r.during.length ? Math.round(Math.max(...r.during)) : '-',
    ms(r.times, 50),
    ms(r.times, 99),
    Math.round(r.wallMs),
    r.statuses,
  ]),
);
console.log('');
for (const r of results.filter((result) => result.label.startsWith('PGlite'))) {
  const p99 = percentile(r.during, 99);
  console.log(
    `Target, ${r.file.type.toUpperCase()} on the embedded database: probe p99 while the uploads run ${Math.round(p99)} ms (target < ${TARGET_P99_MS}): ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}.`,
  );
}

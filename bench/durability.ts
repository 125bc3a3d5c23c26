// npm run bench:durability: two measures of what survives.
// 1. What making PGlite's commits reach the disk costs (ADR 011). Sequential autocommit inserts and
//    two-statement transactions on a fresh data directory, with PGlite as it ships (no fsync at
//    all), with DurableNodeFS (fsync before the answer), and with DurableNodeFS under PGlite's
//    relaxedDurability (the answer does not wait for a flush).
// 2. Issue 26's target for the mail outbox: the SMTP server is down for 2 minutes
//    (BENCH_SMTP_DOWN_SECONDS) while 50 people register (BENCH_REGISTRATIONS); every verification
//    email must arrive after it returns, each exactly once. The built server runs with the
//    production retry schedule unless MAIL_RETRY_DELAY_SECONDS is set.
// BENCH_PART=fsync or BENCH_PART=mail runs one of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createDurablePGlite } from '../src/server/db/durable-pglite';
import { ensureBuild, freePort, percentile, printTable, startServer } from './lib/server';

const WRITES = Number(process.env.BENCH_WRITES ?? 400);

type Mode = 'as shipped (no fsync)' | 'DurableNodeFS' | 'DurableNodeFS, relaxedDurability';
const MODES: Mode[] = [
  'as shipped (no fsync)',
  'DurableNodeFS',
  'DurableNodeFS, relaxedDurability',
];

async function measure(mode: Mode) {
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-durability-'));
  const relaxedDurability = mode === 'DurableNodeFS, relaxedDurability';
  const durable =
    mode === 'as shipped (no fsync)'
      ? undefined
      : await createDurablePGlite(dir, { relaxedDurability });
  const db = durable?.client ?? (await PGlite.create({ dataDir: dir }));
  const fs = durable?.fs;
  await db.exec('create table notes (id serial primary key, body text not null, n int default 0)');
  const flushedBefore = fs?.flushed ?? 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();

  const inserts: number[] = [];
  let started = performance.now();
  for (let i = 0; i < WRITES; i++) {
    const at = performance.now();
    await db.query('insert into notes (body) values ($1)', [`note ${i}`]);
    inserts.push(performance.now() - at);
  }
  const insertSeconds = (performance.now() - started) / 1000;

  const transactions: number[] = [];
  started = performance.now();
  for (let i = 0; i < WRITES / 2; i++) {
    const at = performance.now();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'insert into notes (body) values ($1) returning id',
        [`tx ${i}`],
      );
      await tx.query('update notes set n = n + 1 where id = $1', [rows[0]!.id]);
    });
    transactions.push(performance.now() - at);
  }
  const transactionSeconds = (performance.now() - started) / 1000;
  loop.disable();
  const flushed = (fs?.flushed ?? 0) - flushedBefore;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    mode,
    insertsPerSecond: Math.round(WRITES / insertSeconds),
    insertMs: inserts,
    transactionsPerSecond: Math.round(WRITES / 2 / transactionSeconds),
    transactionMs: transactions,
    flushed,
    loopMaxMs: loop.max / 1e6,
  };
}

async function fsyncPart() {
  const results = [];
  for (const mode of MODES) results.push(await measure(mode));
  const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
  console.log(`\nPGlite writes on ${tmpdir()} (${WRITES} inserts, ${WRITES / 2} transactions)\n`);
  printTable(
    [
      'mode',
      'autocommit inserts/s',
      'insert p50 / p99 ms',
      'transactions/s',
      'transaction p50 / p99 ms',
      'files fsynced',
      'event loop max ms',
    ],
    results.map((r) => [
      r.mode,
      r.insertsPerSecond,
      `${ms(r.insertMs, 50)} / ${ms(r.insertMs, 99)}`,
      r.transactionsPerSecond,
      `${ms(r.transactionMs, 50)} / ${ms(r.transactionMs, 99)}`,
      r.flushed,
      r.loopMaxMs.toFixed(1),
    ]),
  );
}

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 50);
const DOWN_SECONDS = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 120);

/** A real SMTP server on `port` that records each message's recipient and Message-ID. */
async function startRecordingSmtp(port: number) {
  const received: { to: string; messageId: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({ to: to?.value[0]?.address ?? '', messageId: mail.messageId ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const poll = async (done: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
};

async function mailPart() {
  ensureBuild();
  const smtpPort = await freePort();
  const retryDelay = process.env.MAIL_RETRY_DELAY_SECONDS ?? '30';
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_DELAY_SECONDS: retryDelay,
  });
  try {
    // SMTP is down from here: the registrations are spread over the outage's first 80%.
    const downAt = Date.now();
    const emails = Array.from({ length: REGISTRATIONS }, (_, i) => `outage-${i}@example.test`);
    for (const [i, email] of emails.entries()) {
      const due = downAt + ((DOWN_SECONDS * 800) / REGISTRATIONS) * i;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse', firstName: 'Ana', lastName: 'B' }),
      });
      if (response.status !== 201) throw new Error(`register answered ${response.status}`);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, downAt + DOWN_SECONDS * 1000 - Date.now())),
    );
    const minutesDown = (Date.now() - downAt) / 60_000;
    const smtp = await startRecordingSmtp(smtpPort);
    const upAt = Date.now();
    const arrivedFor = () => new Set(smtp.received.map((mail) => mail.to)).size;
    // The longest wait the schedule allows after a 2-minute outage is a few minutes.
    await poll(() => arrivedFor() >= REGISTRATIONS, 15 * 60_000);
    const drainSeconds = (Date.now() - upAt) / 1000;
    // Then until nothing is due or running, so a late copy would be counted.
    await poll(async () => {
      const { queue } = (await (await fetch(`${server.url}/api/health`)).json()) as {
        queue: { waiting: number; active: number };
      };
      return queue.waiting + queue.active === 0;
    }, 60_000);
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
    const duplicates = [...perAddress.values()].reduce((sum, n) => sum + n - 1, 0);
    const distinctIds = new Set(smtp.received.map((mail) => mail.messageId)).size;
    await smtp.close();
    console.log(
      `\nMail outbox through an SMTP outage (built server, MAIL_RETRY_DELAY_SECONDS=${retryDelay})\n`,
    );
    printTable(
      [
        'registrations',
        'arrived',
        'duplicates',
        'Message-IDs distinct',
        'minutes down',
        'time to drain after it returned',
      ],
      [
        [
          REGISTRATIONS,
          arrivedFor(),
          duplicates,
          distinctIds === smtp.received.length ? 'yes' : 'no',
          minutesDown.toFixed(1),
          `${drainSeconds.toFixed(0)} s`,
        ],
      ],
    );
    if (arrivedFor() !== REGISTRATIONS || duplicates > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

const part = process.env.BENCH_PART;
if (part !== 'mail') await fsyncPart();
if (part !== 'fsync') await mailPart();

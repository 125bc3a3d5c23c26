// The spike behind ADR 0xx-queue: pg-boss on the embedded engine through its db.executeSql option.
// Run: node bench/spikes/pg-boss-on-pglite.mjs
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
const pg = await PGlite.create();
const db = {
  async executeSql(text, values) {
    if (values && values.length) {
      const r = await pg.query(text, values);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    }
    const rs = await pg.exec(text);
    const last = rs[rs.length - 1] ?? { rows: [] };
    return { rows: last.rows, rowCount: last.affectedRows ?? last.rows.length };
  },
};
const boss = new PgBoss({ db, supervise: true, schedule: true });
boss.on('error', (e) => console.error('boss error', e.message));
try {
  await boss.start();
  console.log('started');
  await boss.createQueue('mail');
  console.log('queue created');
  const id = await boss.send('mail', { to: 'a@b' }, { retryLimit: 3, retryBackoff: true });
  console.log('sent', id);
  const s1 = await boss.send('ingest', {}, { singletonKey: 'x' }).catch((e) => 'ERR ' + e.message);
  console.log('singleton on missing queue', s1);
  await boss.createQueue('ingest', { policy: 'singleton' });
  console.log(
    's',
    await boss.send('ingest', { a: 1 }, { singletonKey: 'b1' }),
    await boss.send('ingest', { a: 1 }, { singletonKey: 'b1' }),
  );
  const got = await new Promise((res) =>
    boss.work('mail', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      res(job);
    }),
  );
  console.log('worked', got.id === id);
  await new Promise((r) => setTimeout(r, 800));
  console.log('state', (await boss.getJobById('mail', id)).state);
  await boss.schedule('mail', '* * * * *', {});
  console.log('scheduled ok');
  await boss.stop({ graceful: true, wait: true });
  console.log('stopped');
} catch (e) {
  console.error('FAIL', e.stack);
  process.exit(1);
}

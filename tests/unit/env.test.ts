import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from '@/server/config/app-secret';
import { ConfigError, loadConfig } from '@/server/config/env';

const SECRET = 'k3Jq9vX2mB7pL0wZ8rT5yN1cF6hD4sGa';
const SMTP = 'smtp://mailer:secret@mail.example.test:587';
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  SMTP_URL: SMTP,
  PUBLIC_URL: 'https://classroomtocareer.app',
};

describe('loadConfig', () => {
  it('has offline defaults: embedded database in ./data, 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe(path.resolve('data'));
    expect(config.isProduction).toBe(false);
  });

  it('listens on every interface by default only in production, and where HOST says', () => {
    const production = { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x' };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('treats empty values as unset and lower-cases admin emails', () => {
    const config = loadConfig({ PORT: '', ADMIN_EMAILS: ' Boss@School.org , ,x@y.z' });
    expect(config.port).toBe(3000);
    expect(config.adminEmails).toEqual(['boss@school.org', 'x@y.z']);
  });

  it('reads each company-board ATS its tokens and base URL, a {board} template included', () => {
    const jobs = loadConfig({
      JOBS_SMARTRECRUITERS_BOARDS: 'mindtickle, totango',
      JOBS_RECRUITEE_BASE_URL: 'https://{board}.recruitee.example',
      JOBS_WORKABLE_BASE_URL: 'http://127.0.0.1:4010/workable',
    }).jobs;
    expect(jobs.boards).toEqual({ smartrecruiters: ['mindtickle', 'totango'] });
    expect(jobs.baseUrls).toEqual({
      recruitee: 'https://{board}.recruitee.example',
      workable: 'http://127.0.0.1:4010/workable',
    });
    expect(() => loadConfig({ JOBS_BREEZY_BASE_URL: '{board}.breezy.hr' })).toThrow(
      /JOBS_BREEZY_BASE_URL/,
    );
  });

  it('refuses a JOBS_INGEST_CRON the queue could not schedule, at boot', () => {
    expect(loadConfig({ JOBS_INGEST_CRON: '5 * * * *' }).jobs.cron).toBe('5 * * * *');
    for (const pattern of ['every hour', '61 * * * *', '* * *'])
      expect(() => loadConfig({ JOBS_INGEST_CRON: pattern })).toThrow(/JOBS_INGEST_CRON/);
  });

  it('caps the job search index at a whole number of open jobs, a million by default', () => {
    expect(loadConfig({}).jobs.searchIndexMaxJobs).toBe(1_000_000);
    expect(loadConfig({ JOBS_SEARCH_INDEX_MAX_JOBS: '0' }).jobs.searchIndexMaxJobs).toBe(0);
    for (const value of ['-1', 'many', '2.5'])
      expect(() => loadConfig({ JOBS_SEARCH_INDEX_MAX_JOBS: value })).toThrow(
        /JOBS_SEARCH_INDEX_MAX_JOBS/,
      );
  });

  it('lists every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/NODE_ENV/);
  });

  it('refuses production without a Stripe key, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: is required in production/,
    );
    expect(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x' }).stripe?.secretKey).toBe(
      'sk_live_x',
    );
  });

  it('refuses production without PUBLIC_URL, and a PUBLIC_URL that is not a web address', () => {
    const { PUBLIC_URL: _omitted, ...withoutUrl } = PRODUCTION;
    expect(() => loadConfig({ ...withoutUrl, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://files.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x' }).publicUrl).toBe(
      'https://classroomtocareer.app',
    );
  });

  it('refuses production without an APP_SECRET, and a short one anywhere', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', SMTP_URL: SMTP }),
    ).toThrow(/APP_SECRET: is required in production/);
    expect(() => loadConfig({ APP_SECRET: 'too-short' })).toThrow(
      /APP_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ APP_SECRET: 'a'.repeat(36) })).toThrow(
      /APP_SECRET: is too easy to guess/,
    );
    expect(loadConfig({}).appSecret).toBeUndefined();
  });

  it('reads the keys APP_SECRET replaced, and refuses a weak one among them', () => {
    const older = 'an-older-key-that-signed-links-0123456789';
    expect(loadConfig({}).previousAppSecrets).toEqual([]);
    expect(
      loadConfig({ APP_SECRET_PREVIOUS: ` ${older} ,${SECRET}, ` }).previousAppSecrets,
    ).toEqual([older, SECRET]);
    expect(() => loadConfig({ APP_SECRET_PREVIOUS: `${older},short` })).toThrow(
      /APP_SECRET_PREVIOUS: every key must be at least 32 random characters/,
    );
  });
});

describe('mail settings', () => {
  it('refuses production without SMTP_URL, and a URL that is not SMTP', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).toThrow(/SMTP_URL: is required in production/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.test' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('writes to DATA_DIR/outbox when no SMTP server is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/c2c-data' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Classroom to Career <no-reply@classroomtocareer.app>',
      outboxDir: '/tmp/c2c-data/outbox',
      // The outbox's first retry after a failed send (MAIL_RETRY_DELAY_SECONDS).
      retryDelaySeconds: 30,
    });
    expect(loadConfig({ SMTP_URL: SMTP }).mail.smtpUrl).toBe(SMTP);
  });
});

describe('resolveAppSecret', () => {
  const withDataDir = async (run: (dataDir: string) => Promise<void>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-secret-'));
    try {
      await run(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('keeps one random secret in DATA_DIR outside production, and prefers APP_SECRET', () =>
    withDataDir(async (dataDir) => {
      const first = await resolveAppSecret(loadConfig({ DATA_DIR: dataDir }));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
      expect(statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
      await withDataDir(async (other) => {
        expect(await resolveAppSecret(loadConfig({ DATA_DIR: other }))).not.toBe(first);
      });
      expect(await resolveAppSecret(loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET }))).toBe(
        SECRET,
      );
      expect(readdirSync(dataDir)).toEqual(['app-secret']);
    }));

  it('refuses to start on an empty or truncated key file, saying how to get a new one', () =>
    withDataDir(async (dataDir) => {
      const file = path.join(dataDir, 'app-secret');
      for (const content of ['', '\n', 'abc123\n']) {
        writeFileSync(file, content);
        await expect(resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
          /Delete that file so a new one is made at the next start.*or set APP_SECRET/,
        );
      }
      rmSync(file);
      expect((await resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))).length).toBe(64);
    }));

  it('refuses an APP_SECRET that repeats one character, even one given past the env check', async () => {
    const config = { ...loadConfig({ APP_SECRET: SECRET }), appSecret: 'a'.repeat(36) };
    await expect(resolveAppSecret(config)).rejects.toThrow(/APP_SECRET repeats too few characters/);
  });

  it('gives every process starting at once the same key, and leaves no temporary file', () =>
    withDataDir(async (dataDir) => {
      const config = loadConfig({ DATA_DIR: path.join(dataDir, 'new') });
      const secrets = await Promise.all(Array.from({ length: 12 }, () => resolveAppSecret(config)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBe(64);
      expect(readdirSync(path.join(dataDir, 'new'))).toEqual(['app-secret']);
    }));
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config/env';

describe('loadConfig', () => {
  it('has offline defaults: embedded database in ./data, 0.0.0.0:3000', () => {
    const config = loadConfig({});
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe(path.resolve('data'));
    expect(config.isProduction).toBe(false);
  });

  it('treats empty values as unset and lower-cases admin emails', () => {
    const config = loadConfig({ PORT: '', ADMIN_EMAILS: ' Boss@School.org , ,x@y.z' });
    expect(config.port).toBe(3000);
    expect(config.adminEmails).toEqual(['boss@school.org', 'x@y.z']);
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
    expect(
      loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).stripe?.secretKey,
    ).toBe('sk_live_x');
  });
});

import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type AppConfig } from './env';

/**
 * For entry points (server, CLIs): reads .env when present (variables already in the environment
 * win), validates, and on bad configuration prints every problem and exits.
 */
export function loadConfigOrExit(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

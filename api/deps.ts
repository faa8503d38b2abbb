import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import type { SigningKeys } from './auth/keys.js';
import type { Mailer } from './providers/mailer.js';

/** Everything a route may use, built once at start-up and handed to `buildApp`. */
export interface AppDeps {
  config: ApiConfig;
  database: Database;
  keys: SigningKeys;
  mailer: Mailer;
}

import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './http/auth';
import type { CaptchaService } from './modules/captcha';
import type { Leader } from './lib/leader';
import type { Mailer } from './lib/mailer';

/** Everything a service needs; built once by buildApp, injectable in tests. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: () => Date;
  tokens: TokenService;
  captcha: CaptchaService;
  mailer: Mailer;
  /** Whether this node runs the background jobs now (lib/leader.ts). */
  leader: Leader;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Requests still being handled. */
    inFlight(): number;
  }
}

import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './http/auth';
import type { CaptchaService } from './modules/captcha';
import type { Leader } from './lib/leader';
import type { Mailer } from './lib/mailer';
import type { NotificacaoBus } from './modules/notificacoes';

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
  /** The live notification streams of this node and what every node hears (notificacoes/bus.ts). */
  notificacoes: NotificacaoBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Requests still being handled. */
    inFlight(): number;
  }
}

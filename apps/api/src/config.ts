import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL pool size: by default three connections per core, at least 6. More connections than
   * the database's cores can run only queue inside PostgreSQL, where the waits are unfair: on 2
   * cores at 50 concurrent requests a pool of 20 doubled the p99 of a pool of 6 for the same
   * throughput (docs/OPERATIONS.md, "Measuring"). Set it to about three per core of the database.
   */
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(Math.max(6, 3 * availableParallelism())),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(8 * 60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal B2B <nao-responda@portalb2b.com.br>'),
  PUBLIC_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: onOff.default('on'),
  ERP_SIMULATOR: onOff.optional(),
  /** Seconds between two status steps of an order in the demo ERP. */
  ERP_SIMULATOR_STEP_SECONDS: z.coerce.number().min(0.1).max(86_400).default(20),
  TRACKING_URL: z.string().optional(),
  BRAND: z.string().optional(),
  CAPTCHA: onOff.default('on'),
  /**
   * Captcha work: the average number of SHA-256 attempts a browser makes (the challenge's counter is
   * drawn between half and one and a half times this). 20 000 takes Chromium on a phone-class CPU
   * about 0.3–0.5 s.
   */
  CAPTCHA_COST: z.coerce.number().int().min(100).max(10_000_000).default(20_000),
  /**
   * Which peers may set X-Forwarded-For (the client address behind a proxy, used by the rate limits):
   * `none` (default: the address of the connection), `loopback`, or a comma-separated list of
   * addresses/CIDRs (e.g. `10.0.0.5,192.168.1.0/24`).
   */
  TRUST_PROXY: z
    .string()
    .default('none')
    .refine(
      (v) =>
        v === 'none' || v === 'loopback' || v.split(',').every((p) => /^[0-9a-fA-F.:/]+$/.test(p.trim())),
      {
        message: 'use none, loopback ou uma lista de endereços/CIDR separados por vírgula',
      },
    ),
  /**
   * Connections one client address may hold open at once (0: no limit); beyond it a new connection
   * is closed as it arrives. Never counted for the proxies TRUST_PROXY names (behind a proxy every
   * client comes from its address: the proxy limits per client, docs/OPERATIONS.md).
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /** Seconds a connection has to send a request's head (slow clients holding sockets are cut). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /**
   * Seconds a connection has to send a whole request, head and body (an upload over a slow link);
   * an answer being sent, such as the live notification stream, is not limited by it.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Live notification streams (GET /api/notificacoes/stream) one node holds open at most. */
  NOTIFICACOES_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Requests per minute per IP on the public recovery, reset and registration calls. */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Quick-order spreadsheet uploads per minute per user. */
  PLANILHA_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the API reads (README.md's table and .env.example list them all). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: string;
  publicUrl: string;
  /** The portal is served over TLS (PUBLIC_URL https://...): browsers are told to use https only. */
  https: boolean;
  /** Fastify's trustProxy from TRUST_PROXY. */
  trustProxy: false | string[];
};

function trustProxyOf(v: string): false | string[] {
  if (v === 'none') return false;
  if (v === 'loopback') return ['127.0.0.0/8', '::1/128'];
  return v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Reads the environment into a typed configuration with defaults that work out of the box. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${detail}`);
  }
  const c = parsed.data;
  if (c.HEADERS_TIMEOUT_SECONDS > c.REQUEST_TIMEOUT_SECONDS)
    throw new Error(
      'Configuração inválida: HEADERS_TIMEOUT_SECONDS não pode passar de REQUEST_TIMEOUT_SECONDS',
    );
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    DATA_DIR: dataDir,
    jwtSecret: c.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    https: publicUrl.startsWith('https://'),
    trustProxy: trustProxyOf(c.TRUST_PROXY),
  };
}

/** JWT secret kept in DATA_DIR when JWT_SECRET is unset, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// The rate limits' counters (@fastify/rate-limit) shared by every node through Redis (REDIS_URL),
// with a per-node fallback: while Redis cannot answer, each route counts in this process's memory
// (LocalStore), so the portal keeps answering and keeps limiting (per node) instead of failing or
// letting everything through (`skipOnError`). One warning is logged per outage and one line when Redis
// answers again; ioredis reconnects by itself.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];
interface StoreLike {
  incr: Incr;
  child(routeOptions: unknown): StoreLike;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => StoreLike;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key?: string,
) => StoreLike;

export interface RateLimitLog {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** The Redis connection of the rate limits: commands fail at once while it is down (no queue). */
export function connectRateLimitRedis(url: string): Redis {
  const redis = new Redis(url, {
    // A command while disconnected fails at once and the store counts in memory instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A Redis that accepts the connection but does not answer (paused, overloaded).
    commandTimeout: 500,
    connectTimeout: 2000,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  // ioredis logs unhandled 'error' events to the console; the store's warning says it once.
  redis.on('error', () => {});
  return redis;
}

/**
 * Waits until the connection is ready, at most `ms`: a node that has just started then shares the
 * counters from its first request instead of counting that request in its own memory. Resolves
 * false (and the store falls back as during an outage) when Redis does not answer in time.
 */
export function rateLimitRedisReady(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    client.on('ready', onReady);
  });
}

interface Outage {
  down: boolean;
}

class FallbackStore implements StoreLike {
  constructor(
    private readonly redis: StoreLike,
    private readonly local: StoreLike,
    private readonly client: Redis,
    private readonly log: RateLimitLog,
    private readonly outage: Outage,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    const fallback = (err: Error) => {
      if (!this.outage.down) {
        this.outage.down = true;
        this.log.warn(
          { err: err.message },
          'Redis indisponível: limites de requisições contados na memória deste nó até ele voltar',
        );
      }
      this.local.incr(key, cb, timeWindow, max);
    };
    // Not connected: no need to wait for the command to fail.
    if (this.client.status !== 'ready') {
      fallback(new Error(`redis ${this.client.status}`));
      return;
    }
    this.redis.incr(
      key,
      (err, res) => {
        if (err || !res) return fallback(err ?? new Error('redis: resposta vazia'));
        if (this.outage.down) {
          this.outage.down = false;
          this.log.info({}, 'Redis de volta: limites de requisições compartilhados entre os nós');
        }
        cb(null, res);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): StoreLike {
    return new FallbackStore(
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
      this.client,
      this.log,
      this.outage,
    );
  }
}

/** The store class @fastify/rate-limit instantiates (`store` option) for this Redis connection. */
export function redisFallbackStore(client: Redis, log: RateLimitLog): FastifyRateLimitStoreCtor {
  const outage: Outage = { down: false };
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, client, 'portal-rl-'),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
        client,
        log,
        outage,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

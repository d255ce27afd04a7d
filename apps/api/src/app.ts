import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '@portal/shared/messages';
import { matchScreen } from '@portal/shared/screens';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createTokenService, registerAuth } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { addressMatcher, limitConnectionsPerAddress } from './lib/connection-limit';
import { soleLeader, type Leader } from './lib/leader';
import { createMailer, type Mailer } from './lib/mailer';
import { connectRateLimitRedis, rateLimitRedisReady, redisFallbackStore } from './lib/rate-limit-store';
import { createCaptchaService, type CaptchaService } from './modules/captcha';
import { registerRoutes } from './routes';
import { brandedIndexHtml, findMarcaAtual } from './modules/marcas';
import { startNotificacaoBus } from './modules/notificacoes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  mailer?: Mailer;
  captcha?: CaptchaService;
  logger?: boolean | object;
  /**
   * The lease that chooses the node running the background jobs (lib/leader.ts); by default this
   * process is the only one (the embedded database, tests).
   */
  leader?: (log: FastifyBaseLogger) => Leader;
}

/** The built web app: its screens (@portal/shared/screens) are served index.html (see below). */
function findWebDist(config: Config): string | null {
  const candidates = [
    config.WEB_DIST,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist'),
  ].filter(Boolean) as string[];
  return candidates.find((c) => existsSync(path.join(c, 'index.html'))) ?? null;
}

/**
 * The Content-Security-Policy hashes of the inline scripts of the built index.html (the one that
 * keeps the prerendered login hidden on other paths, apps/web/vite.config.ts): scripts are
 * otherwise allowed from this origin only.
 */
function inlineScriptHashes(webDist: string | null): string[] {
  if (!webDist) return [];
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?: type="module")?>([^<]*)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/**
 * A connection's request that Node refused before any route (its head late, too large or
 * malformed): the answer in the error shape, then the connection is closed.
 */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MSG.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MSG.headersTooLarge]
        : [400, MSG.invalidRequest];
  const body = JSON.stringify({ status, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // X-Forwarded-* only from the proxies TRUST_PROXY names (default none): otherwise the client
    // address (rate limits) is the connection's, never a value the client wrote itself.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
    // A client has HEADERS_TIMEOUT_SECONDS to send a request's head and REQUEST_TIMEOUT_SECONDS for
    // the whole request; Node checks every second (its default, 30 s, let a slow client hold a
    // socket up to 35 s). Receiving only: the answer (the live notification stream) is not limited.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, {
    max: config.CONNECTIONS_PER_ADDRESS,
    exempt: config.trustProxy ? addressMatcher(config.trustProxy) : () => false,
    log: app.log,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? (() => new Date());
  const mailer =
    deps.mailer ??
    createMailer(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    tokens: createTokenService(config.jwtSecret, config.JWT_TTL_MINUTES, clock),
    captcha:
      deps.captcha ??
      createCaptchaService(database.db, config.jwtSecret, {
        enabled: config.CAPTCHA === 'on',
        cost: config.CAPTCHA_COST,
        now: clock,
      }),
    mailer,
    leader: deps.leader ? deps.leader(app.log) : soleLeader(app.log),
    notificacoes: await startNotificacaoBus(database, { mailer, log: app.log }),
  };
  app.decorate('ctx', ctx);
  // The jobs stop before the database closes (server.ts stops the lease first; this is the backstop).
  app.addHook('onClose', async () => ctx.leader.stop());
  app.addHook('onClose', async () => ctx.notificacoes.stop());

  registerErrorHandling(app);
  // Requests whose handler has not produced its answer yet (graceful shutdown waits for them).
  let inFlight = 0;
  app.decorate('inFlight', () => inFlight);
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onSend', async (_req, _reply, payload) => {
    inFlight = Math.max(0, inFlight - 1);
    return payload;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(findWebDist(config))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Only when the portal is served over TLS: over plain HTTP (a LAN host name) it would make
        // the browser fetch every asset over https and show a blank page.
        upgradeInsecureRequests: config.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers of 1 kB or more go brotli- or gzip-compressed to clients that accept it (before the web
  // app's static files, whose own .br/.gz copies are sent as they are).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  // With REDIS_URL the counters are shared by every node (falling back to this node's memory while
  // Redis is away); without it they live in this process's memory.
  const redis = config.REDIS_URL ? connectRateLimitRedis(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  // A node starting next to a running Redis counts its first requests there too (at most 2 s).
  if (redis) await rateLimitRedisReady(redis, 2000);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisFallbackStore(redis, app.log) } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 429,
      message: 'rate limit',
      ttl: context.ttl,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal B2B — API',
        version: '1.0.0',
        description: 'API do portal B2B. Erros: { status, message, error?, code?, fields? }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The documentation is never framed either (its own policy allows the same origin).
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  const webDist = findWebDist(config);
  registerAuth(app, database.db, ctx.tokens);
  await registerRoutes(app, { webDist });

  if (webDist) {
    // The web build writes .br and .gz beside its text files: they go to browsers that accept them.
    // The hashed files of assets/ are served by the next registration only (cached for a year).
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // The service worker is checked for a new version on every navigation: never kept by a cache.
      setHeaders: (res, file) => {
        if (/(^|[\\/])(sw|registerSW)\.js$/.test(file)) res.header('Cache-Control', 'no-cache');
      },
    });
    const assets = path.join(webDist, 'assets');
    if (existsSync(assets)) {
      await app.register(fastifyStatic, {
        root: assets,
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        preCompressed: true,
      });
    }
    app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const url = req.url.split('?')[0];
      if (url.startsWith('/api/') || url === '/api') {
        return reply
          .status(404)
          .send({ status: 404, message: 'Registro não encontrado.', error: `GET ${url}` });
      }
      // A screen of the shared table is the app whatever its parameter (/gestor/usuarios/1.5 is the
      // user screen, which says the id is invalid); other paths with an extension are files.
      if (!matchScreen(safeDecode(url)) && path.extname(url)) return reply.sendFile(url.slice(1));
      // index.html names the hashed files of the current build: revalidated on every load. It
      // carries the brand of the request's host (its title and the login's header picture).
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Host, X-Forwarded-Host');
      reply.type('text/html; charset=utf-8');
      return brandedIndexHtml(webDist, await findMarcaAtual(ctx, req.hostname), url);
    });
  }
  return app;
}

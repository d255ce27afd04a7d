import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { MANAGER_ROLES, ROLES, type Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { perfis, sessoes, usuarioPerfis, usuarios } from '../db/schema';
import type { Db } from '../db/client';
import { cachedStatement } from '../db/statements';
import { forbidden, tokenExpired, unauthorized } from './errors';

/** Who may call a route: 'public', any logged-in user, or a list of roles. Declared on every route. */
export type AuthRule = 'public' | 'authenticated' | readonly Role[];

export interface AuthUser {
  id: number;
  role: Role;
  roles: Role[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access rule (for the authorization matrix tests and docs). */
    routeTable: { method: string; url: string; auth: AuthRule }[];
  }
}

/** Primary role when a user holds several profiles. */
const ROLE_PRIORITY: Role[] = [
  'ROLE_ADMIN',
  'ROLE_GESTOR',
  'ROLE_AUDITOR',
  'ROLE_USUARIO',
  'ROLE_VENDEDOR',
  'ROLE_CLIENTE',
];
export function primaryRole(roles: string[]): Role | null {
  return ROLE_PRIORITY.find((r) => roles.includes(r)) ?? null;
}
export const isManager = (u: AuthUser) => u.roles.some((r) => MANAGER_ROLES.includes(r));

export interface TokenService {
  /** A new session; `eventoAcessoId` is the login's access event (POST /eventos/posicao fills its position). */
  issue(
    db: Db,
    userId: number,
    roles: Role[],
    eventoAcessoId?: number,
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }>;
  verify(db: Db, token: string): Promise<AuthUser>;
  revoke(db: Db, sessionId: string): Promise<void>;
}

/**
 * The session check of every authenticated request: the session open and unexpired, its user
 * released, and the user's profiles now (a prepared statement: parsed and planned once per connection).
 */
const sessionStatement = cachedStatement<'sid' | 'uid' | 'now'>(
  (v) => sql`select (select string_agg(${perfis.role}, ',') from ${usuarioPerfis}
        join ${perfis} on ${perfis.id} = ${usuarioPerfis.perfilId} where ${usuarioPerfis.usuarioId} = ${usuarios.id}) as roles
      from ${sessoes} join ${usuarios} on ${usuarios.id} = ${sessoes.usuarioId}
      where ${sessoes.id} = ${v.sid}::text and ${sessoes.usuarioId} = ${v.uid}::int and ${sessoes.revokedAt} is null
        and ${sessoes.expiresAt} > ${v.now}::timestamptz and ${usuarios.status} = 'L'
      limit 1`,
);

/** How many tokens whose signature was checked are remembered (a token is ~300 bytes). */
const VERIFIED_TOKENS_MAX = 10_000;

export function createTokenService(secret: string, ttlMinutes: number, now: () => Date): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature, checked once, stays checked: the same text always verifies alike. What can
  // change, the expiry against the clock and the session, is checked on every request. Oldest out
  // first. (The HMAC through WebCrypto was the largest single cost of a small authenticated answer.)
  const verified = new Map<string, JWTPayload>();
  const checkSignature = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp <= Math.floor(now().getTime() / 1000)) {
        verified.delete(token);
        throw tokenExpired();
      }
      return known;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw tokenExpired();
      throw err;
    }
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
    return payload;
  };
  return {
    async issue(db, userId, roles, eventoAcessoId) {
      const sessionId = randomUUID();
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ttlMinutes * 60_000);
      await db.insert(sessoes).values({ id: sessionId, usuarioId: userId, expiresAt, eventoAcessoId });
      const token = await new SignJWT({ roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt, sessionId };
    },
    async verify(db, token) {
      const payload = await checkSignature(token);
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || !payload.jti) throw tokenExpired();
      // The session must still be open and the user released (logout and blocking end sessions), and
      // the roles are the user's profiles now, not the ones the token was issued with: a profile
      // removed or added takes effect at the next request (the token's roles claim is informational).
      const rows = await sessionStatement<{ roles: string | null }>(db, {
        sid: payload.jti,
        uid: id,
        now: now().toISOString(),
      });
      if (rows.length === 0) {
        // Only on a refusal: a user blocked meanwhile is told so, not that the token is invalid.
        const [u] = await db
          .select({ status: usuarios.status })
          .from(usuarios)
          .where(eq(usuarios.id, id))
          .limit(1);
        throw tokenExpired(u && u.status !== 'L' ? MSG.sessionUserBlocked : undefined);
      }
      const roles = (rows[0].roles ?? '').split(',').filter((r): r is Role => ROLES.includes(r as Role));
      const role = primaryRole(roles);
      // A user left without any profile has no use for the session.
      if (!role) throw tokenExpired();
      return { id, role, roles: ROLE_PRIORITY.filter((r) => roles.includes(r)), sessionId: payload.jti };
    },
    async revoke(db, sessionId) {
      await db.update(sessoes).set({ revokedAt: now() }).where(eq(sessoes.id, sessionId));
    },
  };
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (h && /^Bearer\s+/i.test(h)) return h.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

/**
 * Every route declares config.auth; a route without it fails at start-up, so nothing is public by
 * accident. The check runs before validation so an anonymous caller learns nothing from 400s.
 */
export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService) {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const auth = (route.config as { auth?: AuthRule } | undefined)?.auth;
    if (auth === undefined) throw new Error(`Rota sem regra de acesso declarada: ${route.method} ${url}`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url, auth });
    }
  });
  app.addHook('onRequest', async (req, reply) => {
    const rule = req.routeOptions.config?.auth;
    if (rule === undefined || rule === 'public') return;
    // Answers to a logged-in user are never stored by browsers or proxies (a handler may say more).
    reply.header('Cache-Control', 'no-store');
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.user = await tokens.verify(db, token);
    if (rule !== 'authenticated' && !req.user.roles.some((r) => rule.includes(r))) throw forbidden();
  });
}

/** The authenticated user of a route that is not public. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

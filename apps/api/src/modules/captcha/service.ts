import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaUsados } from '../../db/schema';

/**
 * ALTCHA proof of work. SHA-256 with a counter in a few thousands solves in well under a second in a
 * browser (docs/product/arquitetura.md §10: PBKDF2 was far too slow for a login page), while every solution
 * is verified here and accepted once (replay guard table).
 */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** True when the payload is a valid, unexpired, never used solution; marks it used. */
  verifyAndConsume(payload: string | undefined): Promise<boolean>;
}

export function createCaptchaService(
  db: Db,
  secret: string,
  opts: { enabled: boolean; cost?: number; now?: () => Date },
): CaptchaService {
  const hmacSignatureSecret = createHmac('sha256', secret).update('altcha-signature').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha-key').digest('hex');
  const now = opts.now ?? (() => new Date());
  const cost = opts.cost ?? 20_000;
  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.ceil(cost / 2), Math.ceil((cost * 3) / 2)),
        deriveKey,
        expiresAt: new Date(now().getTime() + CAPTCHA_TTL_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verifyAndConsume(raw) {
      if (!opts.enabled) return true;
      if (!raw || raw.length > 10_000) return false;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
      } catch {
        return false;
      }
      if (
        !payload?.challenge?.parameters ||
        !payload.solution ||
        typeof payload.challenge.signature !== 'string'
      )
        return false;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      const id = createHash('sha256').update(payload.challenge.signature).digest('hex');
      const expires = new Date(now().getTime() + CAPTCHA_TTL_SECONDS * 1000);
      const inserted = await db
        .insert(captchaUsados)
        .values({ assinatura: id, expiresAt: expires })
        .onConflictDoNothing()
        .returning({ id: captchaUsados.assinatura });
      if (Math.random() < 0.05) await db.delete(captchaUsados).where(lt(captchaUsados.expiresAt, sql`now()`));
      return inserted.length === 1;
    },
  };
}

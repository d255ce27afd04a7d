// The captcha outside a secure context: a portal served over plain HTTP on a LAN host name
// (http://portal.local) has no WebCrypto, and the ALTCHA widget refuses to run there. The same
// proof of work is then solved here with a JavaScript SHA-256 (@noble/hashes), through
// altcha-lib's own solver, and sent in the payload format the widget uses; the server verifies it
// exactly as it verifies the widget's.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

const HASHES = { 'SHA-256': sha256, 'SHA-384': sha384, 'SHA-512': sha512 } as const;

/** The same key derivation as the widget's (iterated hash of salt + password). */
async function deriveKey(parameters: Challenge['parameters'], salt: Uint8Array, password: Uint8Array) {
  const hash = HASHES[parameters.algorithm as keyof typeof HASHES];
  if (!hash) throw new Error(`Algoritmo do captcha não suportado: ${parameters.algorithm}`);
  const keyLength = parameters.keyLength ?? 32;
  let data = new Uint8Array(salt.length + password.length);
  data.set(salt);
  data.set(password, salt.length);
  for (let i = 0; i < Math.max(1, parameters.cost); i++) data = hash(data).slice(0, keyLength);
  return { parameters: {}, derivedKey: data };
}

export const secureContext = () => typeof window === 'undefined' || window.isSecureContext;

/** Fetches a challenge and solves it; the base64 payload the server's verification reads. */
export async function solveCaptchaInsecure(challengeUrl: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(challengeUrl, { signal, cache: 'no-store' });
  if (!res.ok) throw new Error(`captcha ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error('captcha sem solução');
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

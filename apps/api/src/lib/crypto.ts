import { createHash, randomBytes } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';

export const hashPassword = (password: string) => argonHash(password);
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await argonVerify(hashed, password);
  } catch {
    return false;
  }
}
/** Hash of a random token stored instead of the token itself. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

import * as argon2 from 'argon2';
import type { AppConfig } from '../../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing does not reveal it. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: AppConfig['argon2']): PasswordHasher {
  const hashOptions: argon2.HashOptions = { type: argon2.argon2id, ...options };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, hashOptions),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= argon2.hash('no account has this password', hashOptions);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface DevSecrets {
  jwt: string;
  cookie: string;
  testPayment: string;
}

const fresh = (): string => randomBytes(32).toString('base64url');

/**
 * Local development secrets, generated once into DATA_DIR/secrets.json (mode 0600, git-ignored).
 * Production sets JWT_SECRET, COOKIE_SECRET and TEST_PAYMENT_SECRET instead.
 */
export function loadOrCreateSecrets(file: string): DevSecrets {
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<DevSecrets>;
    if (stored.jwt && stored.cookie && stored.testPayment) return stored as DevSecrets;
  }
  const secrets: DevSecrets = { jwt: fresh(), cookie: fresh(), testPayment: fresh() };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secrets;
}

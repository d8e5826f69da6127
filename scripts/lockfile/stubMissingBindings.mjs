// The registry mirror this project installs from lacks the non-Linux builds of unrs-resolver (a
// Jest dependency), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock. This adds each missing build as an optional entry with its os/cpu, which npm skips on
// this platform. Run after any `npm install` that rewrites the lock: `npm run lockfile:fix`.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? new URL('../../package-lock.json', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(file, 'utf8'));
const parent = lock.packages['node_modules/unrs-resolver'];
const platform = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};
let added = 0;
for (const [name, version] of Object.entries(parent.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu, libc] = platform[name.replace('@unrs/resolver-binding-', '')];
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT',
    optional: true,
    os: [os],
  };
  added += 1;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.info(`package-lock.json: ${added} platform-only entries added.`);

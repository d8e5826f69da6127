import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig, PRODUCTION_ARGON2 } from '../src/config';
import { migrate, readMigrations } from '../src/db/migrate';
import { spaBuildIsStale } from '../src/hosting/spaBuild';
import { withServerDrawnPage } from '../src/hosting/spaIndex';
import { createFileMailer } from '../src/services/mail/mailer';
import { createPasswordHasher } from '../src/services/auth/passwords';
import { seedCourses } from '../src/seed/courses';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-infra-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');

/** A WebP file's width and height, from its first chunk (lossy, lossless or extended). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString('latin1', 0, 4) + file.toString('latin1', 8, 12)).toBe('RIFFWEBP');
  const chunk = file.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8 ');
  return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
}

describe('configuration', () => {
  it('defaults to production-safe values and generates dev secrets into DATA_DIR/secrets.json (0600)', () => {
    const dataDir = path.join(tmp, 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.argon2.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(config.argon2.timeCost).toBe(2);
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      secureCookies: false,
      pgliteDir: path.join(dataDir, 'pglite'),
      tokens: { accessTtlSeconds: 900, refreshGraceSeconds: 20 },
      mail: { dir: path.join(dataDir, 'mail'), contactTo: 'academy@localhost' },
      google: { issuer: 'https://accounts.google.com' },
      razorpay: { apiUrl: 'https://api.razorpay.com' },
      rateLimit: { enabled: true, ipMax: 20, accountMax: 5 },
    });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).secrets).toEqual(config.secrets);
    expect(new Set(Object.values(config.secrets)).size).toBe(3);
  });

  it('follows PORT for the site address when SITE_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: path.join(tmp, 'data'), PORT: '3800' }).siteOrigin).toBe(
      'http://localhost:3800',
    );
  });

  it('reads secrets and switches from the environment', () => {
    const config = loadConfig({
      DATA_DIR: path.join(tmp, 'unused'),
      JWT_SECRET: 'j',
      COOKIE_SECRET: 'c',
      TEST_PAYMENT_SECRET: 'p',
      SITE_URL: 'https://academy.example/',
      PAYMENTS_MODE: 'test',
      DATABASE_URL: 'postgres://x@y/z',
      RATE_LIMIT: 'off',
      ACCESS_TOKEN_TTL: '60',
      MAIL_DIR: path.join(tmp, 'mails'),
    });
    expect(config).toMatchObject({
      secrets: { jwt: 'j', cookie: 'c', testPayment: 'p' },
      siteUrl: 'https://academy.example',
      secureCookies: true,
      databaseUrl: 'postgres://x@y/z',
      pgliteDir: undefined,
      rateLimit: { enabled: false },
      tokens: { accessTtlSeconds: 60 },
      mail: { dir: path.join(tmp, 'mails') },
      payments: { mode: 'test' },
    });
    expect(fs.existsSync(path.join(tmp, 'unused', 'secrets.json'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmp, ACCESS_TOKEN_TTL: 'soon' })).toThrow(
      'ACCESS_TOKEN_TTL',
    );
  });

  it('limits how long a request may take to arrive and how many connections one address holds', () => {
    const dataDir = path.join(tmp, 'data');
    expect(loadConfig({ DATA_DIR: dataDir }).connections).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 30_000,
      uploadTimeoutMs: 3_600_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
      maxPerAddress: 256,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        HEADERS_TIMEOUT_SECONDS: '1.5',
        BODY_TIMEOUT_SECONDS: '2',
        CONNECTIONS_PER_ADDRESS: '0',
      }).connections,
    ).toMatchObject({ headersTimeoutMs: 1500, bodyTimeoutMs: 2000, maxPerAddress: 0 });
    // Behind a proxy every connection is the proxy's: no cap by default, and none may be set.
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).connections.maxPerAddress).toBe(
      0,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true', CONNECTIONS_PER_ADDRESS: '50' }),
    ).toThrow('CONNECTIONS_PER_ADDRESS=50 cannot be used with TRUST_PROXY=true');
    expect(() => loadConfig({ DATA_DIR: dataDir, BODY_TIMEOUT_SECONDS: '0' })).toThrow(
      'BODY_TIMEOUT_SECONDS must be a number of seconds above 0, got "0".',
    );
  });

  it('keeps media on the local disk unless MEDIA_STORAGE=s3 names a bucket and its key', () => {
    const dataDir = path.join(tmp, 'data');
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      mediaDir: path.join(dataDir, 'media'),
      s3: undefined,
    });
    const bucket = {
      DATA_DIR: dataDir,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'academy-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'the-secret-key',
    };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'academy-media',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'the-secret-key',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_PREFIX: 'academy',
        S3_URL_SECONDS: '120',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'auto',
      prefix: 'academy',
      urlSeconds: 120,
    });

    const { S3_BUCKET: _bucket, ...noBucket } = bucket;
    expect(() => loadConfig(noBucket)).toThrow(
      'MEDIA_STORAGE=s3 needs S3_BUCKET (the bucket and its key).',
    );
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...noKey } = bucket;
    expect(() => loadConfig(noKey)).toThrow(
      'MEDIA_STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...bucket, MEDIA_STORAGE: 'ftp' })).toThrow(
      'MEDIA_STORAGE must be "local" or "s3", got "ftp".',
    );
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be "true" or "false"',
    );
    expect(() => loadConfig({ ...bucket, S3_URL_SECONDS: '604801' })).toThrow('S3_URL_SECONDS');
  });

  it('hashes with argon2id at the production cost', async () => {
    const hash = await createPasswordHasher(PRODUCTION_ARGON2).hash('a password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(
      hash
        .split('$')[3]
        .split(',')
        .map((pair) => pair.split('=')),
    );
    expect(params).toEqual({ m: '19456', t: '2', p: '1' });
  });
});

describe('file mailer (no SMTP_URL)', () => {
  it('writes each mail as an owner-only .eml file and logs its file name, never its link', async () => {
    const dir = path.join(tmp, 'mail');
    const logged: { fields: unknown; message?: string }[] = [];
    const mailer = createFileMailer(dir, 'Academy <no-reply@localhost>', {
      info: (fields: unknown, message?: string) => logged.push({ fields, message }),
    } as never);
    await mailer.send({
      to: 'learner@example.com',
      subject: 'Verify your email',
      text: 'Hello http://localhost:3000/verify-email/secret-token-value',
      html: '<p>Hello</p>',
      link: 'http://localhost:3000/verify-email/secret-token-value',
    });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dir, files[0]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('To: learner@example.com');
    expect(eml).toContain('Subject: Verify your email');
    expect(eml).toContain('/verify-email/secret-token-value');
    expect(logged).toEqual([{ fields: { mailFile: file }, message: 'Mail written' }]);
  });
});

describe('migrations and seed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records applied migrations and applies nothing twice', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const versions = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.rows.map((row) => row.version)).toEqual(
      readMigrations().map((migration) => migration.version),
    );
    expect(versions.rows[0]?.version).toBe(1);
  });

  it('seeds once: a second start adds no courses or coupons', async () => {
    const second = await appOn(t.db);
    await second.app.close();
    const counts = await t.db.query<{ courses: number; coupons: number }>(
      'SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM coupons) AS coupons',
    );
    expect(counts.rows[0]).toEqual({ courses: seedCourses.length, coupons: 3 });
  });

  it('ships a small SVG thumbnail for every seeded course', () => {
    for (const course of seedCourses) {
      const file = path.resolve(
        __dirname,
        '..',
        '..',
        'public',
        'images',
        'courses',
        `${course.slug}.svg`,
      );
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(3072);
      expect(svg).toContain('viewBox="0 0 640 360"');
      expect(course.price).toBeGreaterThanOrEqual(499);
      expect(course.price).toBeLessThanOrEqual(2999);
    }
    expect(seedCourses.length).toBeGreaterThan(14);
    expect(seedCourses.length).toBeLessThanOrEqual(21);
  });

  it('shows the seeded courses and tests as WebP pictures drawn from their SVGs at twice the size', async () => {
    const pictures = await t.db.query<{ picture: string }>(
      `SELECT thumbnail AS picture FROM courses UNION ALL SELECT image FROM test_products`,
    );
    expect(pictures.rows).toHaveLength(seedCourses.length + 3);
    for (const { picture } of pictures.rows) {
      expect(picture).toMatch(/^\/images\/(courses|tests)\/[a-z0-9-]+\.webp$/);
      const drawnFrom = fs.readFileSync(
        path.join(PUBLIC_DIR, picture.replace(/webp$/, 'svg')),
        'utf8',
      );
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(drawnFrom)!;
      expect(webpSize(fs.readFileSync(path.join(PUBLIC_DIR, picture)))).toEqual({
        width: 2 * Number(width),
        height: 2 * Number(height),
      });
    }
  });

  it('moves a database seeded with SVG thumbnails to the WebP ones, leaving a picture staff chose', async () => {
    const migration = readMigrations().find((one) => one.name === '037_seeded_pictures_webp')!;
    await t.db.query(
      `UPDATE courses SET thumbnail = regexp_replace(thumbnail, '\\.webp$', '.svg')`,
    );
    await t.db.query(`UPDATE courses SET thumbnail = '/media/thumbnails/staff-choice.svg'
      WHERE slug = 'toefl-ibt-essentials'`);
    await t.db.query(migration.sql);
    const thumbnails = await t.db.query<{ slug: string; thumbnail: string }>(
      'SELECT slug, thumbnail FROM courses',
    );
    for (const { slug, thumbnail } of thumbnails.rows)
      expect(thumbnail).toBe(
        slug === 'toefl-ibt-essentials'
          ? '/media/thumbnails/staff-choice.svg'
          : `/images/courses/${slug}.webp`,
      );
  });
});

describe('production SPA serving', () => {
  const dist = path.join(tmp, 'dist');
  let t: TestContext;
  const bundle = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  const preloadScript = "document.head.dataset.route='/'";
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><script defer src="/assets/main.abc123.js"></script><script>${preloadScript}</script><div id="root"></div>`,
    );
    fs.writeFileSync(path.join(dist, 'images', 'hero.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'assets', 'main.abc123.js'), bundle);
    fs.writeFileSync(path.join(dist, 'assets', 'main.abc123.js.br'), brotliCompressSync(bundle));
    fs.writeFileSync(path.join(dist, 'assets', 'main.abc123.js.gz'), gzipSync(bundle));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ spaDir: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves index.html, never cached, for client routes that accept HTML', async () => {
    for (const url of ['/', '/courses', '/auth/reset-password/abc', '/user-dash/mytests?x=1']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('keeps API paths, /contact and non-HTML requests out of the fallback', async () => {
    expect((await get('/api/unknown', { accept: 'text/html' })).json()).toEqual({
      message: 'Not found.',
    });
    expect((await get('/contact', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/missing.png', { accept: 'image/png' })).statusCode).toBe(404);
  });

  it('serves hashed assets pre-compressed with an immutable year-long cache', async () => {
    const br = await get('/assets/main.abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/main.abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main.abc123.js');
    expect(plain.body).toBe(bundle);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('allows exactly the inline scripts of index.html, by their hash', async () => {
    const csp = (await get('/', { accept: 'text/html' })).headers['content-security-policy'];
    const hash = createHash('sha256').update(preloadScript).digest('base64');
    expect(csp).toContain(`script-src 'self' https://checkout.razorpay.com 'sha256-${hash}';`);
    expect(csp).not.toContain("'unsafe-inline' https://checkout");
  });

  it('allows a rebuilt index.html at once, without a restart', async () => {
    const index = path.join(dist, 'index.html');
    const original = fs.readFileSync(index, 'utf8');
    const rebuilt = "document.head.dataset.route='/courses'";
    try {
      fs.writeFileSync(index, original.replace(preloadScript, rebuilt));
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5_000));
      const later = Date.now() + 2_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      const csp = String(
        (await get('/', { accept: 'text/html' })).headers['content-security-policy'],
      );
      expect(csp).toContain(`'sha256-${createHash('sha256').update(rebuilt).digest('base64')}'`);
    } finally {
      jest.restoreAllMocks();
      fs.writeFileSync(index, original);
    }
  });

  it('caches pictures for a week, then revalidates them by ETag in the background', async () => {
    const first = await get('/images/hero.svg');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    expect(first.headers.etag).toBeDefined();
    const again = await get('/images/hero.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('knows when the build is stale: the SPA or its server rendering missing or older than src/', () => {
    const root = path.join(tmp, 'project');
    fs.mkdirSync(path.join(root, 'src'), { recursive: true });
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
    expect(spaBuildIsStale(root)).toBe(true);
    fs.writeFileSync(path.join(root, 'src', 'main.tsx'), '');
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'dist', 'index.html'), later, later);
    expect(spaBuildIsStale(root)).toBe(true);
    fs.writeFileSync(path.join(root, 'dist-ssr', 'renderPage.js'), '');
    fs.utimesSync(path.join(root, 'dist-ssr', 'renderPage.js'), later, later);
    expect(spaBuildIsStale(root)).toBe(false);
    const evenLater = new Date(Date.now() + 120_000);
    fs.utimesSync(path.join(root, 'src', 'main.tsx'), evenLater, evenLater);
    expect(spaBuildIsStale(root)).toBe(true);
  });

  it('a server-drawn page read without scripts: no "needs JavaScript" notice, no blank room below', () => {
    const template =
      '<!doctype html><html lang=en-IN><head><title>t</title></head><body>' +
      '<noscript>Vaani Academy needs JavaScript to run.</noscript><div id=root></div></body></html>';
    const page = withServerDrawnPage(template, {
      html: '<main>drawn</main>',
      styleTags: '<style data-emotion="css a">.a{}</style>',
      stateScript: '<script id="server-state" type="application/json">{}</script>',
    });
    expect(page).not.toContain('needs JavaScript');
    expect(page).toContain(
      '<style data-emotion="css a">.a{}</style>' +
        '<noscript><style>[data-below-fold]{min-height:0!important}</style></noscript></head>',
    );
    expect(page).toContain(
      '<div id="root"><main>drawn</main></div><script id="server-state" type="application/json">',
    );
  });
});

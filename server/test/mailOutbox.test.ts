import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { claimDueMails, insertMail, markMailRetry } from '../src/repositories/mailOutbox';
import { createFileMailer, type MailMessage, type Mailer } from '../src/services/mail/mailer';
import { createMailOutbox, retryDelaySeconds } from '../src/services/mail/outbox';
import { describeSendError } from '../src/services/mail/sendError';
import { appOn, MemoryMailer } from './helpers/testApp';
import { migratedDbPerFile, usingPostgres } from './helpers/testDb';

// The mail outbox on the engine the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbi0x';
const LINK = `http://localhost:3000/auth/reset-password/${TOKEN}`;

const mailTo = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  to,
  subject: 'Reset your password',
  text: `Choose a new password: ${LINK}`,
  html: `<a href="${LINK}">Choose a new password</a>`,
  link: LINK,
  ...extra,
});

/** Log lines as one string, to check what they never contain. */
function captureLog() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  return { log: { warn: write, error: write }, text: () => lines.join('\n') };
}

/** Fails the first `failures` sends (with an error quoting the link), then keeps the mails. */
class FlakyMailer extends MemoryMailer {
  tries = 0;
  constructor(private failures: number) {
    super();
  }
  override async send(message: MailMessage): Promise<void> {
    this.tries += 1;
    if (this.tries <= this.failures)
      throw Object.assign(new Error(`Message rejected: ${message.link}`), {
        code: 'EMESSAGE',
        responseCode: 550,
      });
    await super.send(message);
  }
}

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  message: Partial<MailMessage>;
  wait_seconds: string;
  sent_at: Date | null;
}

const database = migratedDbPerFile();
let db: Db;
beforeAll(() => {
  db = database();
});
beforeEach(() => db.query('DELETE FROM mail_outbox'));

async function row(id: string): Promise<Row> {
  const result = await db.query<Row>(
    `SELECT status, attempts, last_error, message, sent_at,
            extract(epoch FROM next_attempt_at - now()) AS wait_seconds
     FROM mail_outbox WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}

/** Time passes: every waiting mail is due now. */
const makeDue = () =>
  db.query(
    "UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'",
  );

describe('queueing', () => {
  it('a mail queued in a transaction that rolls back is never sent', async () => {
    const mailer = new MemoryMailer();
    const onQueued = jest.fn();
    const outbox = createMailOutbox({ db, mailer, log: captureLog().log, onQueued });
    await expect(
      db.transaction(async (tx) => {
        await outbox.enqueue(mailTo('rolled.back@example.com'), tx);
        throw new Error('the data failed');
      }),
    ).rejects.toThrow('the data failed');

    expect(await outbox.deliverDue()).toBe(0);
    expect(mailer.sent).toEqual([]);
    expect(onQueued).not.toHaveBeenCalled();
    expect((await db.query('SELECT id FROM mail_outbox')).rowCount).toBe(0);
  });

  it('a mail queued in a transaction is announced only once it commits, then sent as queued', async () => {
    const mailer = new MemoryMailer();
    const onQueued = jest.fn();
    const outbox = createMailOutbox({ db, mailer, log: captureLog().log, onQueued });
    const attachment = { filename: 'a.txt', contentType: 'text/plain', contentBase64: 'aGk=' };
    const message = mailTo('committed@example.com', {
      replyTo: 'someone@example.com',
      attachments: [attachment],
    });
    await db.transaction(async (tx) => {
      await outbox.enqueue(message, tx);
      expect(onQueued).not.toHaveBeenCalled();
    });
    expect(onQueued).toHaveBeenCalledTimes(1);

    expect(await outbox.deliverDue()).toBe(1);
    expect(mailer.sent).toEqual([message]);
  });

  it('sends mails in the order they were queued', async () => {
    const mailer = new MemoryMailer();
    const outbox = createMailOutbox({ db, mailer, log: captureLog().log });
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await outbox.enqueue(mailTo(`order.${n}@example.com`), tx);
    });
    await outbox.deliverDue();
    expect(mailer.sent.map((mail) => mail.to)).toEqual([
      'order.1@example.com',
      'order.2@example.com',
      'order.3@example.com',
    ]);
  });
});

describe('retries', () => {
  it('waits 30 s doubled per failed attempt, at most an hour', () => {
    expect([1, 2, 3, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 1920, 3600, 3600, 3600,
    ]);
  });

  it('a transport failure is retried after the backoff, then sent once', async () => {
    const mailer = new FlakyMailer(1);
    const { log, text } = captureLog();
    const outbox = createMailOutbox({ db, mailer, log });
    const id = await outbox.enqueue(mailTo('flaky@example.com'));

    expect(await outbox.deliverDue()).toBe(1);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Number(waiting.wait_seconds)).toBeGreaterThan(55);
    expect(Number(waiting.wait_seconds)).toBeLessThanOrEqual(60);
    expect(waiting.last_error).toBe('EMESSAGE 550 Message rejected: [url]');
    expect(await outbox.deliverDue()).toBe(0); // not due yet

    await makeDue();
    expect(await outbox.deliverDue()).toBe(1);
    expect(mailer.to('flaky@example.com')).toHaveLength(1);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    // Only the address and subject outlive the mail: no live link stays in the database.
    expect(sent.message).toEqual({ to: 'flaky@example.com', subject: 'Reset your password' });

    await makeDue();
    expect(await outbox.deliverDue()).toBe(0);
    expect(mailer.tries).toBe(2);
    expect(text()).toContain(id);
    expect(text()).not.toContain(TOKEN);
  });

  it('after the last allowed attempt a mail is failed and never tried again', async () => {
    const mailer = new FlakyMailer(Infinity);
    const { log, text } = captureLog();
    const outbox = createMailOutbox({ db, mailer, log, settings: { maxAttempts: 3 } });
    const id = await outbox.enqueue(mailTo('bounces@example.com'));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await outbox.deliverDue()).toBe(1);
      await makeDue();
    }
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.last_error).toMatch(/^EMESSAGE 550/);
    expect(failed.message).toEqual({ to: 'bounces@example.com', subject: 'Reset your password' });
    expect(await outbox.deliverDue()).toBe(0);
    expect(mailer.tries).toBe(3);
    expect(text()).toContain('Mail given up on');
    expect(text()).not.toContain(TOKEN);
  });

  it('describes a transport error without URLs or anything token-like', () => {
    const error = Object.assign(
      new Error(`Invalid login for smtps://user:secret@smtp.example.com ${TOKEN}\nstack`),
      { code: 'EAUTH', responseCode: 535 },
    );
    const described = describeSendError(error);
    expect(described).toBe('EAUTH 535 Invalid login for [url] [redacted]');
    expect(describeSendError('x'.repeat(1000)).length).toBeLessThanOrEqual(300);
  });
});

describe('leases', () => {
  it('a mail whose sender died mid-send is claimed again once its lease has run out', async () => {
    const mailer = new MemoryMailer();
    const outbox = createMailOutbox({ db, mailer, log: captureLog().log });
    const id = await outbox.enqueue(mailTo('orphan@example.com'));
    // Another process claims the mail, then dies before it sends.
    expect(await claimDueMails(db, 10, 300)).toHaveLength(1);
    expect(await outbox.deliverDue()).toBe(0);

    await db.query("UPDATE mail_outbox SET locked_until = now() - interval '1 second'");
    expect(await outbox.deliverDue()).toBe(1);
    expect(mailer.to('orphan@example.com')).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // The first claim's holder coming back late does not undo the newer claim's outcome.
    await markMailRetry(db, id, 1, 60, 'late');
    expect(await row(id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('mails claimed but not tried when stopping are handed back at once', async () => {
    const mailer = new MemoryMailer();
    const outbox = createMailOutbox({ db, mailer, log: captureLog().log });
    const first = await outbox.enqueue(mailTo('first@example.com'));
    const second = await outbox.enqueue(mailTo('second@example.com'));
    let stopping = false;
    mailer.send = async (message) => {
      mailer.sent.push(message);
      stopping = true;
    };
    expect(await outbox.deliverDue({ stopping: () => stopping })).toBe(2);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['first@example.com']);
    expect(await row(first)).toMatchObject({ status: 'sent' });
    expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

/** Counts sends per address; a send takes a moment, so parallel senders overlap. */
class CountingMailer implements Mailer {
  readonly sends = new Map<string, number>();
  async send(message: MailMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 1));
    this.sends.set(message.to, (this.sends.get(message.to) ?? 0) + 1);
  }
}

const BURST = 200;

async function queueBurst(on: Db): Promise<string[]> {
  const addresses = Array.from({ length: BURST }, (_, n) => `burst.${n}@example.com`);
  const outbox = createMailOutbox({ db: on, mailer: new CountingMailer(), log: captureLog().log });
  await on.transaction(async (tx) => {
    for (const to of addresses) await outbox.enqueue(mailTo(to), tx);
  });
  return addresses;
}

async function expectEachSentOnce(mailer: CountingMailer, addresses: string[]) {
  expect(mailer.sends.size).toBe(BURST);
  expect(addresses.filter((to) => mailer.sends.get(to) !== 1)).toEqual([]);
  const left = await db.query("SELECT id FROM mail_outbox WHERE status <> 'sent'");
  expect(left.rowCount).toBe(0);
}

(usingPostgres() ? describe : describe.skip)('four processes on PostgreSQL', () => {
  it('a burst of mails is sent exactly once by outboxes racing on their own pools', async () => {
    const addresses = await queueBurst(db);
    // Each outbox gets its own pool on this file's database, as separate processes would.
    const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    const pools = Array.from({ length: 4 }, () => openPostgres(url.href, 2));
    const mailer = new CountingMailer();
    const claims = [0, 0, 0, 0];
    try {
      await Promise.all(
        pools.map(async (pool, n) => {
          const outbox = createMailOutbox({
            db: pool,
            mailer,
            log: captureLog().log,
            settings: { batchSize: 5 },
          });
          for (let claimed = 1; claimed > 0; claims[n] += claimed)
            claimed = await outbox.deliverDue();
        }),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    await expectEachSentOnce(mailer, addresses);
    expect(claims.reduce((a, b) => a + b)).toBe(BURST);
    // They really did share the work.
    expect(claims.filter((count) => count > 0).length).toBeGreaterThan(1);
  }, 60_000);
});

(usingPostgres() ? describe.skip : describe)('four processes on PGlite', () => {
  it('a burst of mails is sent exactly once by outboxes taking turns', async () => {
    const addresses = await queueBurst(db);
    const mailer = new CountingMailer();
    const outboxes = Array.from({ length: 4 }, () =>
      createMailOutbox({ db, mailer, log: captureLog().log, settings: { batchSize: 7 } }),
    );
    let claimed: number;
    do {
      claimed = 0;
      for (const outbox of outboxes) claimed += await outbox.deliverDue();
    } while (claimed > 0);
    await expectEachSentOnce(mailer, addresses);
  }, 60_000);
});

describe('in the app', () => {
  it('a queued mail is sent once its transaction commits; tasks.idle() waits for it', async () => {
    const t = await appOn(db);
    try {
      await t.app.db.transaction((tx) => t.app.outbox.enqueue(mailTo('app@example.com'), tx));
      await t.app.outbox.enqueue(mailTo('app.direct@example.com'));
      await t.app.tasks.idle();
      expect(t.mail.sent.map((mail) => mail.to).sort()).toEqual([
        'app.direct@example.com',
        'app@example.com',
      ]);
    } finally {
      await t.close();
    }
  });

  it('polls for mails queued elsewhere when MAIL_OUTBOX_POLL_MS is set', async () => {
    const t = await appOn(db, { mailOutbox: { pollMs: 20 } });
    try {
      await t.app.ready();
      // Queued by another process: nobody here is told.
      await insertMail(db, mailTo('elsewhere@example.com'));
      for (let waited = 0; t.mail.sent.length === 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(t.mail.to('elsewhere@example.com')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('closing lets the send in hand finish and leaves the rest queued', async () => {
    let sendStarted!: () => void;
    let finishSend!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let sends = 0;
    // Only the first send waits; a later one (a defect) returns at once so the test fails on the
    // rows instead of hanging.
    const mailer: Mailer = {
      send: () => {
        sends += 1;
        if (sends > 1) return Promise.resolve();
        sendStarted();
        return new Promise<void>((resolve) => (finishSend = resolve));
      },
    };
    const t = await appOn(db, {}, { mailer });
    // Booted as a serving app is; closing an app still booting would stop its worker late.
    await t.app.ready();
    await t.app.outbox.enqueue(mailTo('in.hand@example.com'));
    await t.app.outbox.enqueue(mailTo('left.queued@example.com'));
    await started;

    let closed = false;
    const closing = t.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finishSend();
    await closing;
    const rows = await db.query<{ to: string; status: string; attempts: number }>(
      "SELECT message->>'to' AS to, status, attempts FROM mail_outbox ORDER BY seq",
    );
    expect(rows.rows).toEqual([
      { to: 'in.hand@example.com', status: 'sent', attempts: 1 },
      { to: 'left.queued@example.com', status: 'pending', attempts: 0 },
    ]);
    expect(sends).toBe(1);
  });
});

describe('settings', () => {
  const env = {
    DATA_DIR: path.join(os.tmpdir(), 'academy-outbox-config'),
    JWT_SECRET: 'j'.repeat(32),
    COOKIE_SECRET: 'c'.repeat(32),
    TEST_PAYMENT_SECRET: 't'.repeat(32),
  };

  it('polls every 5 s, leases for 5 minutes and tries 8 times unless told otherwise', () => {
    expect(loadConfig(env).mailOutbox).toEqual({
      pollMs: 5000,
      leaseSeconds: 300,
      maxAttempts: 8,
      batchSize: 20,
    });
    expect(
      loadConfig({
        ...env,
        MAIL_OUTBOX_POLL_MS: '0',
        MAIL_OUTBOX_LEASE_SECONDS: '120',
        MAIL_OUTBOX_MAX_ATTEMPTS: '3',
      }).mailOutbox,
    ).toMatchObject({ pollMs: 0, leaseSeconds: 120, maxAttempts: 3 });
  });

  it('refuses a negative poll interval and a lease of 0', () => {
    expect(() => loadConfig({ ...env, MAIL_OUTBOX_POLL_MS: '-1' })).toThrow(
      'MAIL_OUTBOX_POLL_MS must be a non-negative integer, got "-1".',
    );
    expect(() => loadConfig({ ...env, MAIL_OUTBOX_LEASE_SECONDS: '0' })).toThrow(
      'MAIL_OUTBOX_LEASE_SECONDS must be a positive integer',
    );
  });
});

describe('file mailer', () => {
  it('writes attachments into the .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-outbox-mail-'));
    try {
      const mailer = createFileMailer(dir, 'Academy <no-reply@localhost>', { info: () => {} });
      await mailer.send(
        mailTo('eml@example.com', {
          attachments: [
            { filename: 'receipt.txt', contentType: 'text/plain', contentBase64: 'cmVjZWlwdA==' },
          ],
        }),
      );
      const [file] = fs.readdirSync(dir);
      const eml = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(eml).toContain('filename=receipt.txt');
      expect(eml).toContain('cmVjZWlwdA==');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

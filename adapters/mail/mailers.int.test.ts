import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Schedule } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mail } from "../../core/ports/mailer.port";
import { openTestDatabase } from "../../tests/integration/test-database";
import { bodyTextOf, headerOf, startLoopbackSmtp } from "../../tests/support/loopback-smtp";
import type { DatabaseHandle } from "../storage/sql/database";
import { mailOutbox } from "../storage/sql/schema";
import { configuredMailer } from "./configured-mailer";
import { sqlMailOutbox } from "./mail-outbox.sql";
import { nodemailerDelivery } from "./nodemailer-delivery";
import { outboxMailer } from "./outbox-mailer";
import { sentMailLog } from "./sent-mail-log";
import { smtpMailer } from "./smtp-mailer";

const clock = { now: () => new Date("2026-03-01T09:00:00.000Z") };
const mail: Mail = { to: "anna@example.com", subject: "Восстановление пароля", text: "Код: secret-code-123" };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
});

const rows = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("outboxMailer (the default)", () => {
  it("writes the mail to mail_outbox, undelivered", async () => {
    await outboxMailer(sqlMailOutbox(handle.db), clock).send(mail);
    expect(await rows()).toEqual([expect.objectContaining({ ...mail, created_at: clock.now(), sent_at: null })]);
  });

  it("is what the configuration gives without SMTP_URL", async () => {
    const mailer = configuredMailer({ smtpUrl: undefined, mailFrom: "Шуюань <no-reply@shuyuan.ru>" }, handle.db, clock);
    expect("drain" in mailer).toBe(false);
    await mailer.send(mail);
    expect((await rows()).map((row) => row.sent_at)).toEqual([null]);
  });
});

describe("the outbox's latest mail and the sent-mail copy (npm run mail)", () => {
  it("answers the newest mails first, sent or not", async () => {
    const outbox = sqlMailOutbox(handle.db);
    for (const n of [1, 2, 3]) await outbox.add({ ...mail, subject: `Письмо ${n}` }, clock.now());
    const [, second] = await rows();
    if (second) await outbox.markSent(second.id, clock.now());
    expect((await outbox.latest(2)).map((entry) => entry.mail.subject)).toEqual(["Письмо 3", "Письмо 2"]);
  });

  it("copies every mail to the sent-mail log when the configuration names one, beside the outbox", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sent-mail-int-"));
    try {
      const path = join(dir, "mail", "sent.jsonl");
      const from = "Шуюань <no-reply@shuyuan.ru>";
      await configuredMailer({ smtpUrl: undefined, mailFrom: from }, handle.db, clock, path).send(mail);
      expect(await rows()).toHaveLength(1);
      expect(await sentMailLog(path).latest(5)).toEqual([{ ...mail, from, date: clock.now().toISOString() }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("smtpMailer", () => {
  it("records the mail, delivers it in the background and marks it sent", async () => {
    const delivered: Mail[] = [];
    const mailer = smtpMailer(sqlMailOutbox(handle.db), async (m) => void delivered.push(m), clock);
    await mailer.send(mail);
    await mailer.idle();
    expect(delivered).toEqual([mail]);
    expect((await rows()).map((row) => row.sent_at)).toEqual([clock.now()]);
    expect((await rows()).map((row) => row.attempts)).toEqual([1]);
  });

  it("keeps a failed mail pending, logs only its id, and delivers it with the next send", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const delivered: Mail[] = [];
    const mailer = smtpMailer(
      sqlMailOutbox(handle.db),
      async (m) => {
        if (fail) throw new Error("connection refused");
        delivered.push(m);
      },
      clock,
    );
    await mailer.send(mail);
    await mailer.idle();
    const [first] = await rows();
    expect(first?.sent_at).toBeNull();
    expect(first).toMatchObject({ attempts: 1, last_error: "connection refused" });
    expect(errors).toHaveBeenCalledWith(`Mail #${first?.id} was not delivered: connection refused`);
    expect(JSON.stringify(errors.mock.calls)).not.toContain("secret-code-123");
    fail = false;
    await mailer.send({ ...mail, text: "второе письмо" });
    await mailer.idle();
    expect(delivered.map((m) => m.text)).toEqual(["Код: secret-code-123", "второе письмо"]);
    expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
    // The refused mail took two tries; the error is cleared once it went through (the staff console's outbox).
    expect((await rows()).map((row) => [row.attempts, row.last_error])).toEqual([
      [2, ""],
      [1, ""],
    ]);
    await mailer.stop();
    errors.mockRestore();
  });

  it("retries pending mail on its schedule without waiting for another send, and stops on shutdown", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let refusals = 2;
    const delivered: Mail[] = [];
    const mailer = smtpMailer(
      sqlMailOutbox(handle.db),
      async (m) => {
        if (refusals > 0) {
          refusals -= 1;
          throw new Error("421 try again later");
        }
        delivered.push(m);
      },
      clock,
      Schedule.spaced("20 millis").pipe(Schedule.upTo({ times: 5 })),
    );
    await mailer.send(mail);
    await vi.waitFor(() => expect(delivered).toEqual([mail]), { timeout: 2000, interval: 10 });
    expect(errors).toHaveBeenCalledTimes(2);
    expect((await rows()).map((row) => row.sent_at)).toEqual([clock.now()]);
    expect((await rows()).map((row) => [row.attempts, row.last_error])).toEqual([[3, ""]]);
    expect((await rows()).map((row) => row.attempts)).toEqual([3]);

    // A mail server that never answers: the retries stop when asked (server shutdown), nothing is delivered.
    refusals = Number.POSITIVE_INFINITY;
    const stuck = smtpMailer(
      sqlMailOutbox(handle.db),
      async () => {
        throw new Error("connection refused");
      },
      clock,
      Schedule.spaced("1 hour"),
    );
    await stuck.send({ ...mail, text: "третье письмо" });
    await stuck.idle();
    await stuck.stop();
    expect((await rows()).filter((row) => row.sent_at === null)).toHaveLength(1);
    errors.mockRestore();
  });

  it("delivers through a real SMTP conversation with nodemailer (SMTP_URL)", async () => {
    const smtp = await startLoopbackSmtp();
    try {
      const mailer = configuredMailer(
        { smtpUrl: smtp.url, mailFrom: "Шуюань <no-reply@shuyuan.ru>" },
        handle.db,
        clock,
      );
      expect("drain" in mailer).toBe(true);
      await mailer.send({ to: "anna@example.com", subject: "Восстановление пароля", text: "Код: ABC-123" });
      if ("idle" in mailer && typeof mailer.idle === "function") await mailer.idle();
      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0];
      expect(message).toMatchObject({ from: "no-reply@shuyuan.ru", to: ["anna@example.com"] });
      const raw = message?.raw ?? "";
      expect(headerOf(raw, "To")).toBe("anna@example.com");
      expect(headerOf(raw, "From")).toMatch(/<no-reply@shuyuan\.ru>$/);
      expect(headerOf(raw, "Subject")).toMatch(/^=\?UTF-8\?/);
      expect(bodyTextOf(raw).trim()).toBe("Код: ABC-123");
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "anna@example.com"));
      expect(row?.sent_at).toEqual(clock.now());
    } finally {
      await smtp.close();
    }
  });

  it("sends through nodemailer from the configured address", async () => {
    const smtp = await startLoopbackSmtp();
    try {
      await nodemailerDelivery(smtp.url, "Другой <other@shuyuan.ru>")(mail);
      expect(smtp.received[0]?.from).toBe("other@shuyuan.ru");
      expect(headerOf(smtp.received[0]?.raw ?? "", "From")).toMatch(/<other@shuyuan\.ru>$/);
    } finally {
      await smtp.close();
    }
  });
});

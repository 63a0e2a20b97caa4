import { createServer, type Server } from "node:net";
import { eq } from "drizzle-orm";
import { Schedule } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mail } from "../../core/ports/mailer.port";
import { openTestDatabase } from "../../tests/integration/test-database";
import type { DatabaseHandle } from "../storage/sql/database";
import { mailOutbox } from "../storage/sql/schema";
import { configuredMailer } from "./configured-mailer";
import { sqlMailOutbox } from "./mail-outbox.sql";
import { nodemailerDelivery } from "./nodemailer-delivery";
import { outboxMailer } from "./outbox-mailer";
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

/** A minimal SMTP server on a loopback port that accepts every message and keeps its raw text. */
async function fakeSmtpServer(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding("utf8");
    socket.write("220 localhost ESMTP\r\n");
    let buffer = "";
    let data: string | null = null;
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === ".") {
            messages.push(data);
            data = null;
            socket.write("250 OK queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 localhost\r\n");
        else if (command === "DATA") {
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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

describe("smtpMailer", () => {
  it("records the mail, delivers it in the background and marks it sent", async () => {
    const delivered: Mail[] = [];
    const mailer = smtpMailer(sqlMailOutbox(handle.db), async (m) => void delivered.push(m), clock);
    await mailer.send(mail);
    await mailer.idle();
    expect(delivered).toEqual([mail]);
    expect((await rows()).map((row) => row.sent_at)).toEqual([clock.now()]);
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
    expect(errors).toHaveBeenCalledWith(`Mail #${first?.id} was not delivered: connection refused`);
    expect(JSON.stringify(errors.mock.calls)).not.toContain("secret-code-123");
    fail = false;
    await mailer.send({ ...mail, text: "второе письмо" });
    await mailer.idle();
    expect(delivered.map((m) => m.text)).toEqual(["Код: secret-code-123", "второе письмо"]);
    expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
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
    const smtp = await fakeSmtpServer();
    try {
      const mailer = configuredMailer(
        { smtpUrl: smtp.url, mailFrom: "Шуюань <no-reply@shuyuan.ru>" },
        handle.db,
        clock,
      );
      expect("drain" in mailer).toBe(true);
      await mailer.send({ to: "anna@example.com", subject: "Восстановление пароля", text: "code: ABC-123" });
      if ("idle" in mailer && typeof mailer.idle === "function") await mailer.idle();
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0] ?? "";
      expect(message).toMatch(/^To: anna@example\.com$/m);
      expect(message).toMatch(/^From: .*<no-reply@shuyuan\.ru>$/m);
      expect(message).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(message).toContain("code: ABC-123");
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "anna@example.com"));
      expect(row?.sent_at).toEqual(clock.now());
    } finally {
      await smtp.close();
    }
  });

  it("sends through nodemailer from the configured address", async () => {
    const smtp = await fakeSmtpServer();
    try {
      await nodemailerDelivery(smtp.url, "Другой <other@shuyuan.ru>")(mail);
      expect(smtp.messages[0]).toMatch(/^From: .*<other@shuyuan\.ru>$/m);
    } finally {
      await smtp.close();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxReader } from "../../core/ports/outbox-reader.port";
import type { MailOutbox } from "../mail/mail-outbox.sql";

/** The outbox the mailers write and the reader over the same storage. */
export type OutboxWorld = Readonly<{ outbox: MailOutbox; reader: OutboxReader; close: () => Promise<void> }>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

/** The behaviour every OutboxReader must have (run against memory and SQL). */
export function outboxReaderContract(name: string, open: () => Promise<OutboxWorld>) {
  describe(`OutboxReader contract: ${name}`, () => {
    let w: OutboxWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    const send = (to: string, minute: number) =>
      w.outbox.add({ to, subject: `Письмо ${minute}`, text: `Текст ${minute}` }, at(minute));

    it("reads a mail with its text and its delivery: none yet, then a refusal, then delivered", async () => {
      const id = await send("anna@example.com", 1);
      expect(await w.reader.find(id)).toEqual({
        id,
        to: "anna@example.com",
        subject: "Письмо 1",
        text: "Текст 1",
        created_at: at(1),
        sent_at: null,
        attempts: 0,
        last_error: "",
      });
      await w.outbox.markFailed(id, "421 try again later");
      expect(await w.reader.find(id)).toMatchObject({ sent_at: null, attempts: 1, last_error: "421 try again later" });
      await w.outbox.markSent(id, at(5));
      expect(await w.reader.find(id)).toMatchObject({ sent_at: at(5), attempts: 2, last_error: "" });
    });

    it("lists newest first, a page at a time, with the count of all", async () => {
      const ids = [];
      for (let minute = 0; minute < 5; minute++) ids.push(await send(`u${minute}@example.com`, minute));
      const first = await w.reader.list({ page: 1, per_page: 2 });
      expect(first.total).toBe(5);
      expect(first.mails.map((mail) => mail.id)).toEqual([ids[4], ids[3]]);
      expect((await w.reader.list({ page: 3, per_page: 2 })).mails.map((mail) => mail.id)).toEqual([ids[0]]);
    });

    it("filters by a part of the recipient's address in any case, taking % and _ literally", async () => {
      const anna = await send("Anna.Li@example.com", 1);
      await send("boris@example.com", 2);
      const under = await send("a_b@example.com", 3);
      expect((await w.reader.list({ to: "anna.li", page: 1, per_page: 10 })).mails.map((m) => m.id)).toEqual([anna]);
      expect((await w.reader.list({ to: "a_b", page: 1, per_page: 10 })).mails.map((m) => m.id)).toEqual([under]);
      expect(await w.reader.list({ to: "%", page: 1, per_page: 10 })).toEqual({ mails: [], total: 0 });
    });

    it("answers null for a mail that does not exist", async () => {
      expect(await w.reader.find(987654)).toBeNull();
    });
  });
}

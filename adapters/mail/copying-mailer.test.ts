import { describe, expect, it, vi } from "vitest";
import type { Mail } from "../../core/ports/mailer.port";
import { copyingMailer } from "./copying-mailer";
import type { SentMail, SentMailLog } from "./sent-mail-log";

const clock = { now: () => new Date("2026-03-01T09:00:00.000Z") };
const mail: Mail = { to: "anna@example.com", subject: "Тема", text: "Текст" };

const memoryLog = (fail = false) => {
  const copies: SentMail[] = [];
  const log: SentMailLog = {
    async append(copy) {
      if (fail) throw new Error("disk full");
      copies.push(copy);
    },
    latest: async (count) => copies.slice(-count).reverse(),
  };
  return { log, copies };
};

describe("copyingMailer", () => {
  it("sends through the inner mailer, then copies the mail with the sender and the time", async () => {
    const sent: Mail[] = [];
    const { log, copies } = memoryLog();
    await copyingMailer({ send: async (m) => void sent.push(m) }, log, "Шуюань <no-reply@shuyuan.ru>", clock).send(
      mail,
    );
    expect(sent).toEqual([mail]);
    expect(copies).toEqual([{ ...mail, from: "Шуюань <no-reply@shuyuan.ru>", date: "2026-03-01T09:00:00.000Z" }]);
  });

  it("does not copy a mail the inner mailer refused", async () => {
    const { log, copies } = memoryLog();
    const failing = { send: () => Promise.reject(new Error("database gone")) };
    await expect(copyingMailer(failing, log, "x@y.ru", clock).send(mail)).rejects.toThrow("database gone");
    expect(copies).toEqual([]);
  });

  it("logs a copy that cannot be written, without its content, and still succeeds", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { log } = memoryLog(true);
    await copyingMailer({ send: async () => undefined }, log, "x@y.ru", clock).send(mail);
    expect(errors).toHaveBeenCalledWith("The copy of a sent mail was not written: disk full");
    errors.mockRestore();
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SentMail, sentMailLog } from "./sent-mail-log";

const mailNo = (n: number): SentMail => ({
  from: "Шуюань <no-reply@shuyuan.ru>",
  to: `user${n}@example.com`,
  subject: `Письмо ${n}`,
  date: new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString(),
  text: `Текст ${n}\nвторая строка`,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sent-mail-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("sentMailLog", () => {
  it("has no mail before the first one, and creates its directory readable by the owner only", async () => {
    const path = join(dir, "mail", "sent.jsonl");
    const log = sentMailLog(path);
    expect(await log.latest(10)).toEqual([]);
    await log.append(mailNo(1));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "mail")).mode & 0o777).toBe(0o700);
  });

  it("answers the newest first, as many as asked", async () => {
    const log = sentMailLog(join(dir, "sent.jsonl"));
    await Promise.all([1, 2, 3, 4].map((n) => log.append(mailNo(n))));
    expect(await log.latest(2)).toEqual([mailNo(4), mailNo(3)]);
    expect(await log.latest(10)).toHaveLength(4);
    expect(await log.latest(0)).toEqual([]);
  });

  it("skips a damaged line (a write cut short) instead of failing", async () => {
    const path = join(dir, "sent.jsonl");
    writeFileSync(path, `${JSON.stringify(mailNo(1))}\n{"from": "cut\n${JSON.stringify({ to: 1 })}\n`);
    expect(await sentMailLog(path).latest(10)).toEqual([mailNo(1)]);
  });

  it("cuts the file to its newer half once it passes 1 MiB", async () => {
    const path = join(dir, "sent.jsonl");
    const log = sentMailLog(path);
    const big = (n: number): SentMail => ({ ...mailNo(n), text: "x".repeat(100_000) });
    for (let n = 1; n <= 11; n++) await log.append(big(n));
    expect(statSync(path).size).toBeLessThanOrEqual(1024 * 1024);
    const kept = await log.latest(100);
    expect(kept[0]?.subject).toBe("Письмо 11");
    expect(kept.length).toBeLessThan(11);
    expect(readFileSync(path, "utf8").endsWith("\n")).toBe(true);
  });
});

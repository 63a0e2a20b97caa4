import { scryptSync } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createScryptThreads } from "./scrypt-threads";

const params = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const threads = createScryptThreads({ threads: 2, nice: 7 });
afterAll(() => threads.close());

/** The niceness of each thread of this process (field 19 of /proc/self/task/<tid>/stat), where Linux has it. */
const threadNiceness = (): number[] =>
  readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });

describe("createScryptThreads", () => {
  it("derives the same keys as scrypt on the main thread, many at once", async () => {
    const tasks = Array.from({ length: 6 }, (_, index) => ({
      password: `пароль ${index}`,
      salt: Buffer.from(`salt-of-sixteen-${index}`),
      length: 32,
      params,
    }));
    const keys = await Promise.all(tasks.map((task) => threads.derive(task)));
    expect(keys.map((key) => key.toString("hex"))).toEqual(
      tasks.map((task) => scryptSync(task.password, task.salt, task.length, task.params).toString("hex")),
    );
  });

  it("runs at the niceness it is given, leaving the main thread's alone", async () => {
    await threads.derive({ password: "x", salt: Buffer.alloc(16), length: 16, params });
    const niceness = threadNiceness();
    expect(niceness.filter((nice) => nice === 7).length).toBeGreaterThanOrEqual(1);
    expect(niceness[0]).toBe(0);
  });

  it("refuses with scrypt's own error, and keeps working after it", async () => {
    const tooBig = { ...params, N: 2 ** 20, maxmem: 1024 };
    await expect(threads.derive({ password: "x", salt: Buffer.alloc(16), length: 16, params: tooBig })).rejects.toThrow(
      /memory/i,
    );
    const key = await threads.derive({ password: "x", salt: Buffer.alloc(16), length: 16, params });
    expect(key).toHaveLength(16);
  });
});

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sentMailLogPath } from "./sent-mail-log-path";

describe("sentMailLogPath", () => {
  it("is a file in the data directory with the embedded database", () => {
    expect(sentMailLogPath({ databaseUrl: undefined, dataDir: "./data" })).toBe(resolve("data/mail/sent.jsonl"));
  });

  it("is none with PostgreSQL or an in-memory database", () => {
    expect(sentMailLogPath({ databaseUrl: "postgres://localhost/shuyuan", dataDir: "./data" })).toBeUndefined();
    expect(sentMailLogPath({ databaseUrl: undefined, dataDir: ":memory:" })).toBeUndefined();
  });
});

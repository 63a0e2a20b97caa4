import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("uses the documented defaults", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      mode: "production",
    });
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const config = readConfig({ PORT: "8080", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://u@localhost/db" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/x", databaseUrl: "postgres://u@localhost/db" });
  });

  it("treats empty values as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("rejects a bad port and a non-PostgreSQL URL with a readable message", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
  });
});

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
      smtpUrl: undefined,
      mailFrom: "Шуюань <no-reply@shuyuan.ru>",
      uploadsDir: "data/uploads",
      trustProxy: 0,
    });
  });

  it("keeps uploads under DATA_DIR and reads TRUST_PROXY as a number of proxies", () => {
    expect(readConfig({ DATA_DIR: "/var/lib/shuyuan" }).uploadsDir).toBe("/var/lib/shuyuan/uploads");
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be/);
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const config = readConfig({ PORT: "8080", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://u@localhost/db" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/x", databaseUrl: "postgres://u@localhost/db" });
  });

  it("reads SMTP_URL and MAIL_FROM, refusing a URL of another scheme", () => {
    const config = readConfig({ SMTP_URL: "smtps://user:secret@mail.example.com:465", MAIL_FROM: "Шуюань <a@b.ru>" });
    expect(config).toMatchObject({ smtpUrl: "smtps://user:secret@mail.example.com:465", mailFrom: "Шуюань <a@b.ru>" });
    expect(() => readConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must start with smtp/);
  });

  it("treats empty values as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("rejects a bad port and a non-PostgreSQL URL with a readable message", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
  });
});

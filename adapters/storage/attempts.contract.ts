import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AttemptKey, AttemptRepository } from "../../core/ports/attempt-repository.port";

export type AttemptsStore = Readonly<{ attempts: AttemptRepository; close: () => Promise<void> }>;

const at = (time: string) => new Date(`2026-03-01T${time}:00.000Z`);
const key: AttemptKey = { scope: "login", subject: "anna@example.com", ip: "203.0.113.7" };

/** The behaviour every AttemptRepository must have (run against memory and SQL). */
export function attemptRepositoryContract(name: string, open: () => Promise<AttemptsStore>) {
  describe(`AttemptRepository contract: ${name}`, () => {
    let store: AttemptsStore;
    let attempts: AttemptRepository;
    beforeEach(async () => {
      store = await open();
      attempts = store.attempts;
    });
    afterEach(() => store.close());

    it("answers the key's times strictly after the bound, oldest first", async () => {
      for (const time of ["09:03", "09:01", "09:02", "09:00"]) await attempts.record(key, at(time));
      expect(await attempts.timesAfter(key, at("09:00"))).toEqual([at("09:01"), at("09:02"), at("09:03")]);
    });

    it("keeps scopes, subjects and IPs apart", async () => {
      await attempts.record(key, at("09:00"));
      await attempts.record({ ...key, scope: "forgot-password" }, at("09:00"));
      await attempts.record({ ...key, subject: "boris@example.com" }, at("09:00"));
      await attempts.record({ ...key, ip: "198.51.100.1" }, at("09:00"));
      await attempts.record({ scope: "forgot-password-ip", subject: "", ip: key.ip }, at("09:00"));
      expect(await attempts.timesAfter(key, at("08:00"))).toEqual([at("09:00")]);
      await attempts.clear(key);
      expect(await attempts.timesAfter(key, at("08:00"))).toEqual([]);
      expect(await attempts.timesAfter({ ...key, ip: "198.51.100.1" }, at("08:00"))).toEqual([at("09:00")]);
    });

    it("forgets every attempt at or before the bound, whatever the key", async () => {
      const other: AttemptKey = { scope: "forgot-password-ip", subject: "", ip: "198.51.100.1" };
      await attempts.record(key, at("09:00"));
      await attempts.record(key, at("09:10"));
      await attempts.record(other, at("09:05"));
      await attempts.forgetUpTo(at("09:05"));
      expect(await attempts.timesAfter(key, at("08:00"))).toEqual([at("09:10")]);
      expect(await attempts.timesAfter(other, at("08:00"))).toEqual([]);
    });
    it("reserves while the key has fewer than max attempts after the bound, then answers the times", async () => {
      const window = { after: at("08:59"), max: 2 };
      await attempts.record(key, at("08:50"));
      expect(await attempts.reserve(key, at("09:00"), window)).toEqual({ reserved: true });
      expect(await attempts.reserve({ ...key, ip: "198.51.100.1" }, at("09:00"), window)).toEqual({ reserved: true });
      expect(await attempts.reserve(key, at("09:01"), window)).toEqual({ reserved: true });
      expect(await attempts.reserve(key, at("09:02"), window)).toEqual({
        reserved: false,
        times: [at("09:00"), at("09:01")],
      });
      expect(await attempts.reserve(key, at("09:02"), { after: at("09:00"), max: 2 })).toEqual({ reserved: true });
    });

    it("admits exactly max of many reservations of one key made at once", async () => {
      const window = { after: at("08:00"), max: 5 };
      const other: AttemptKey = { ...key, subject: "boris@example.com" };
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempts.reserve(i % 4 === 3 ? other : key, at("09:00"), window)),
      );
      const reservedFor = (wanted: AttemptKey) =>
        outcomes.filter((outcome, i) => outcome.reserved && (i % 4 === 3 ? other : key) === wanted).length;
      expect(reservedFor(key)).toBe(5);
      expect(reservedFor(other)).toBe(5);
      expect(await attempts.timesAfter(key, at("08:00"))).toHaveLength(5);
    });

    it("releases one reservation of the key at the time given", async () => {
      await attempts.record(key, at("09:00"));
      await attempts.record(key, at("09:00"));
      await attempts.record(key, at("09:01"));
      await attempts.release(key, at("09:00"));
      await attempts.release({ ...key, ip: "198.51.100.1" }, at("09:01"));
      await attempts.release(key, at("09:05"));
      expect(await attempts.timesAfter(key, at("08:00"))).toEqual([at("09:00"), at("09:01")]);
    });

    it("gives back one reservation per release when releases of one key come at once", async () => {
      for (let i = 0; i < 6; i++) await attempts.record(key, at("09:00"));
      await Promise.all(Array.from({ length: 4 }, () => attempts.release(key, at("09:00"))));
      expect(await attempts.timesAfter(key, at("08:00"))).toHaveLength(2);
    });
  });
}

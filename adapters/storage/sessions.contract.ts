import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewSession, SessionRepository } from "../../core/ports/session-repository.port";

/** `newUserId` makes an account the sessions can belong to. */
export type SessionsStore = Readonly<{
  sessions: SessionRepository;
  newUserId: () => Promise<number>;
  close: () => Promise<void>;
}>;

const at = (time: string) => new Date(`2026-03-01T${time}:00.000Z`);

/** The behaviour every SessionRepository must have (run against memory and SQL, each test on an empty store). */
export function sessionRepositoryContract(name: string, open: () => Promise<SessionsStore>) {
  describe(`SessionRepository contract: ${name}`, () => {
    let store: SessionsStore;
    let sessions: SessionRepository;
    let userId: number;
    beforeEach(async () => {
      store = await open();
      sessions = store.sessions;
      userId = await store.newUserId();
    });
    afterEach(() => store.close());

    const aSession = (hash: string, overrides: Partial<NewSession> = {}): NewSession => ({
      userId,
      tokenHash: hash,
      expiresAt: at("10:00"),
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      ...overrides,
    });

    it("stores a session created and last used now, unrevoked, found by its token hash", async () => {
      const created = await sessions.create(aSession("h1"), at("09:00"));
      expect(created).toEqual({
        id: created.id,
        userId,
        expiresAt: at("10:00"),
        createdAt: at("09:00"),
        lastUsedAt: at("09:00"),
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0",
        revokedAt: null,
      });
      expect(await sessions.findByTokenHash("h1")).toEqual(created);
      expect(await sessions.findByTokenHash("h2")).toBeNull();
    });

    it("revokes once: the second call reports that nothing changed", async () => {
      const created = await sessions.create(aSession("h1"), at("09:00"));
      expect(await sessions.revoke(created.id, at("09:30"))).toBe(true);
      expect(await sessions.revoke(created.id, at("09:40"))).toBe(false);
      expect((await sessions.findByTokenHash("h1"))?.revokedAt).toEqual(at("09:30"));
    });

    it("revokes every other session of the user, keeping one and leaving other users alone", async () => {
      const other = await store.newUserId();
      const a = await sessions.create(aSession("a"), at("09:00"));
      const b = await sessions.create(aSession("b"), at("09:01"));
      await sessions.create(aSession("c"), at("09:02"));
      await sessions.create(aSession("o", { userId: other }), at("09:03"));
      await sessions.revoke(a.id, at("09:04"));
      expect(await sessions.revokeAllOfUser(userId, at("09:05"), b.id)).toBe(1);
      expect((await sessions.findByTokenHash("a"))?.revokedAt).toEqual(at("09:04"));
      expect((await sessions.findByTokenHash("b"))?.revokedAt).toBeNull();
      expect((await sessions.findByTokenHash("c"))?.revokedAt).toEqual(at("09:05"));
      expect((await sessions.findByTokenHash("o"))?.revokedAt).toBeNull();
      expect(await sessions.revokeAllOfUser(userId, at("09:06"), null)).toBe(1);
      expect((await sessions.findByTokenHash("b"))?.revokedAt).toEqual(at("09:06"));
    });

    it("lists unrevoked sessions expiring no earlier than the bound, most recently used first", async () => {
      const old = await sessions.create(aSession("old", { expiresAt: at("08:59") }), at("07:59"));
      const edge = await sessions.create(aSession("edge", { expiresAt: at("09:00") }), at("08:00"));
      const fresh = await sessions.create(aSession("fresh", { expiresAt: at("11:00") }), at("10:00"));
      const revoked = await sessions.create(aSession("revoked", { expiresAt: at("11:00") }), at("10:01"));
      await sessions.revoke(revoked.id, at("10:02"));
      const listed = await sessions.listActive(userId, at("09:00"));
      expect(listed.map((s) => s.id)).toEqual([fresh.id, edge.id]);
      expect(listed.map((s) => s.id)).not.toContain(old.id);
    });
  });
}

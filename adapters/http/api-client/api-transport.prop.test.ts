import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../../../core/domain/user/anonymous-user";
import { fakeFetch, json, pathOf, type SeenRequest } from "../../../tests/fakes/fake-fetch";
import { browserSessionStore } from "../../storage/browser/browser-session-store";
import { memoryStorage } from "../../storage/browser/memory-storage";
import { SYSTEM_ROUTES } from "../contract/system.contract";
import { createApiTransport } from "./api-transport";

const OLD = { token: "old-token", expires: "2025-03-01T09:00:00.000Z" };
const NEW = { token: "new-token", expires: "2025-03-01T10:00:00.000Z" };
const USER = { ...ANONYMOUS_USER, id: 7, slug: "7-ivan", username: "ivan" };
const HEALTH = { status: "ok", version: "1", time: "2025-03-01T09:00:00.000Z" };

/**
 * The server as the real one behaves: the old token is expired (406) until a refresh revokes it (then 401, for
 * calls that arrive later); the refresh answers the new token once.
 */
const expiringServer = () => {
  let revoked = false;
  return (request: SeenRequest): Response => {
    const bearer = request.headers.get("authorization");
    if (pathOf(request) === "/api/auth/refresh") {
      if (bearer !== `Bearer ${OLD.token}` || revoked) return json({ message: "Сессия недействительна." }, 401);
      revoked = true;
      return json({ ...NEW, user: USER });
    }
    if (bearer === `Bearer ${NEW.token}`) return json(HEALTH);
    return revoked
      ? json({ message: "Сессия недействительна." }, 401)
      : json({ message: "Срок действия токена истёк." }, 406);
  };
};

describe("the 406 refresh queue, under any interleaving", () => {
  it("makes exactly one refresh for any set of concurrent calls, and every call succeeds with the new token", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, count) => {
        const session = browserSessionStore(memoryStorage());
        await session.setAuthRecord(OLD);
        const answer = expiringServer();
        const server = fakeFetch((request) =>
          s.schedule(Promise.resolve(), pathOf(request)).then(() => answer(request)),
        );
        const transport = createApiTransport({
          baseUrl: "http://api.test",
          teachersHost: "https://teachers.test",
          fetch: server.fetch,
          session,
        });
        const calls = Array.from({ length: count }, (_, index) =>
          s.schedule(Promise.resolve(), `start ${index}`).then(() => transport.call(SYSTEM_ROUTES.health)),
        );
        const outcomes = await s.waitFor(Promise.all(calls));
        expect(outcomes).toEqual(Array(count).fill({ _tag: "Ok", value: HEALTH }));
        const refreshes = server.requests.filter((request) => pathOf(request) === "/api/auth/refresh");
        expect(refreshes).toHaveLength(1);
        const calledWith = server.requests
          .filter((request) => pathOf(request) === "/api/health")
          .map((request) => request.headers.get("authorization"));
        const refused = calledWith.filter((bearer) => bearer === `Bearer ${OLD.token}`).length;
        expect(calledWith.filter((bearer) => bearer === `Bearer ${NEW.token}`)).toHaveLength(count);
        expect(refused).toBeGreaterThanOrEqual(1);
        expect(calledWith).toHaveLength(count + refused);
        expect(await session.getAuthRecord()).toEqual(NEW);
      }),
      { numRuns: 150 },
    );
  });

  it("clears the session once and fails every call softly when the refresh is refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, count) => {
        const session = browserSessionStore(memoryStorage());
        await session.setAuthRecord(OLD);
        const server = fakeFetch((request) =>
          s.schedule(
            Promise.resolve(pathOf(request) === "/api/auth/refresh" ? json({ message: "Нет." }, 401) : json({}, 406)),
          ),
        );
        const transport = createApiTransport({
          baseUrl: "http://api.test",
          teachersHost: "https://teachers.test",
          fetch: server.fetch,
          session,
        });
        const calls = Array.from({ length: count }, (_, index) =>
          s.schedule(Promise.resolve(), `start ${index}`).then(() => transport.call(SYSTEM_ROUTES.health)),
        );
        const outcomes = await s.waitFor(Promise.all(calls));
        for (const outcome of outcomes) expect(outcome._tag).toBe("Failed");
        expect(server.requests.filter((request) => pathOf(request) === "/api/auth/refresh")).toHaveLength(1);
        expect(await session.getAuthRecord()).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});

import { describe, expect, it } from "vitest";
import type { NewVisit, VisitRepository } from "../../ports/visit-repository.port";
import { recordVisit, type VisitReport } from "./record-visit";

const setUp = () => {
  const added: NewVisit[] = [];
  const visits: VisitRepository = {
    async add(visit) {
      added.push(visit);
    },
    async summaryByYid() {
      throw new Error("not used");
    },
  };
  const deps = { visits, clock: { now: () => new Date("2026-11-21T10:00:00Z") }, newSessionId: () => "N".repeat(43) };
  return { deps, added };
};

const report = (sessionId: string | null): VisitReport => ({
  sessionId,
  yid: "123",
  path: "/",
  referrer: "",
  utm: {},
  userId: null,
  ip: "",
  userAgent: "",
});

describe("recordVisit", () => {
  it("keeps a well-formed session id the client sent", async () => {
    const t = setUp();
    const kept = "abcDEF0123456789_-xy";
    expect(await recordVisit(t.deps, report(kept))).toEqual({ sessionId: kept });
    expect(t.added[0]).toMatchObject({ sessionId: kept, at: new Date("2026-11-21T10:00:00Z") });
  });

  it("issues a new id when none or a malformed one was sent", async () => {
    const t = setUp();
    for (const sent of [null, "", "short", "has space in it!!", "x".repeat(129), "юникод-юникод-юникод"]) {
      expect((await recordVisit(t.deps, report(sent))).sessionId).toBe("N".repeat(43));
    }
    expect(t.added.every((visit) => visit.sessionId === "N".repeat(43))).toBe(true);
  });
});

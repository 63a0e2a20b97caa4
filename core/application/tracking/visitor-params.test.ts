import { describe, expect, it } from "vitest";
import { memoryVisitRepository } from "../../../adapters/storage/memory/visits.memory";
import { NO_VISITS, visitorParams } from "./visitor-params";

const MINE = "m".repeat(43);
const THEIRS = "t".repeat(43);

const withVisits = async () => {
  const visits = memoryVisitRepository();
  const visit = (sessionId: string, at: string) =>
    visits.add({
      sessionId,
      yid: "1700000000123",
      path: "/",
      referrer: "",
      utm: {},
      userId: null,
      ip: "",
      userAgent: "",
      at: new Date(at),
    });
  await visit(MINE, "2026-11-20T10:00:00Z");
  await visit(THEIRS, "2026-11-21T10:00:00Z");
  await visit(THEIRS, "2026-11-22T10:00:00Z");
  return { visits };
};

describe("visitorParams", () => {
  it("sums up the caller's own visits of the id only", async () => {
    const summary = await visitorParams(await withVisits(), "1700000000123", MINE);
    expect(summary).toMatchObject({ visitsCount: 1, lastVisitAt: new Date("2026-11-20T10:00:00Z") });
  });

  it("answers no visits without a session, or with a malformed one", async () => {
    const deps = await withVisits();
    expect(await visitorParams(deps, "1700000000123", null)).toEqual(NO_VISITS);
    expect(await visitorParams(deps, "1700000000123", "short")).toEqual(NO_VISITS);
  });
});

import { describe, expect, it } from "vitest";
import { progressSignal } from "./progress-signal";

describe("progressSignal", () => {
  it("is quiet when the router and every fetcher are idle", () => {
    expect(progressSignal("idle", [])).toEqual({ busy: false });
    expect(progressSignal("idle", ["idle", "idle"])).toEqual({ busy: false });
  });

  it("uses the 200 ms throttle for navigations and the 200 ms fetch delay for fetchers", () => {
    expect(progressSignal("loading", [])).toEqual({ busy: true, delayMs: 200 });
    expect(progressSignal("submitting", ["loading"])).toEqual({ busy: true, delayMs: 200 });
    expect(progressSignal("idle", ["idle", "submitting"])).toEqual({ busy: true, delayMs: 200 });
  });
});

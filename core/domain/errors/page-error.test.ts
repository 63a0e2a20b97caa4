import { describe, expect, it } from "vitest";
import { layoutLoadError } from "./layout-load-error";
import { missingGuardError } from "./missing-guard-error";
import { pageErrorOf } from "./page-error";

describe("page errors", () => {
  it("turns a generic error into a 500 with its message", () => {
    expect(pageErrorOf(new Error("boom"))).toEqual({ status: 500, message: "boom" });
    expect(pageErrorOf({ status: 404, message: "нет" })).toEqual({ status: 404, message: "нет" });
    expect(pageErrorOf(undefined)).toEqual({ status: 500, message: "" });
  });

  it("makes a layout load failure a 500 carrying the error message", () => {
    expect(layoutLoadError({ status: 404, message: "layout" })).toEqual({ status: 500, message: "layout" });
    expect(layoutLoadError("timeout")).toEqual({ status: 500, message: "timeout" });
  });

  it("reports a missing guard as 500 'Unknown middleware'", () => {
    expect(missingGuardError).toEqual({ status: 500, message: "Unknown middleware" });
  });
});

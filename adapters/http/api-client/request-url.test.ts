import { describe, expect, it } from "vitest";
import { devPath, fillPath, requestUrl } from "./request-url";

const CONFIG = { baseUrl: "https://shuyuan.ru/", teachersHost: "https://teachers.example", devApi: false };

describe("request addresses", () => {
  it("fills templates with encoded values and refuses a missing one", () => {
    expect(fillPath("/api/connect/{provider}/detach", { provider: "mailru" })).toBe("/api/connect/mailru/detach");
    expect(fillPath("/api/ru/v1/courses/{id}", { id: "a/b?c" })).toBe("/api/ru/v1/courses/a%2Fb%3Fc");
    expect(fillPath("/api/ru/v1/courses/{id}", {})).toBeNull();
    expect(fillPath("/api/ru/v1/courses/{id}", { id: "" })).toBeNull();
  });

  it("rewrites only the /api/ prefix, only under the switch", () => {
    expect(devPath("/api/auth/me", true)).toBe("/api-dev/auth/me");
    expect(devPath("/api/auth/me", false)).toBe("/api/auth/me");
    expect(devPath("/apiary/", true)).toBe("/apiary/");
  });

  it("joins base, path and query; the teachers host is absolute and never rewritten", () => {
    const route = { path: "/api/ru/v1/faq/grid" as const };
    expect(requestUrl(CONFIG, route, {}, { page: 1 })).toBe("https://shuyuan.ru/api/ru/v1/faq/grid?page=1");
    expect(requestUrl({ ...CONFIG, baseUrl: "", devApi: true }, route, {}, {})).toBe("/api-dev/ru/v1/faq/grid");
    expect(requestUrl({ ...CONFIG, devApi: true }, { path: "/api/teacher", host: "teachers" }, {}, {})).toBe(
      "https://teachers.example/api/teacher",
    );
  });
});

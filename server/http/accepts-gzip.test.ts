import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

describe("acceptsGzip", () => {
  it("accepts what browsers send", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
  });

  it("refuses no header, other codings, and gzip with q=0", () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.000, br")).toBe(false);
  });

  it("lets the wildcard decide when gzip is not named, and a named gzip win over it", () => {
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0, GZIP")).toBe(true);
  });
});

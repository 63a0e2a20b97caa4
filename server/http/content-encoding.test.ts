import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding";

const BOTH = ["br", "gzip"] as const;

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, when both are accepted alike", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", BOTH)).toBe("br");
    expect(chooseEncoding("gzip, deflate", BOTH)).toBe("gzip");
    expect(chooseEncoding("gzip, br", ["gzip"])).toBe("gzip");
  });

  it("sends the file itself without a header, with an empty one, or when nothing precompressed is there", () => {
    expect(chooseEncoding(null, BOTH)).toBe("identity");
    expect(chooseEncoding("", BOTH)).toBe("identity");
    expect(chooseEncoding("br, gzip", [])).toBe("identity");
    expect(chooseEncoding("deflate, zstd", BOTH)).toBe("identity");
  });

  it("follows q-values: the highest weight wins, q=0 refuses", () => {
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8", BOTH)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", BOTH)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5, identity", BOTH)).toBe("identity");
    expect(chooseEncoding("br; q=1.0, gzip; q=0.9", BOTH)).toBe("br");
    expect(chooseEncoding("BR;Q=0.2, GZIP;Q=0.1", BOTH)).toBe("br");
  });

  it("gives `*` to every coding the header does not name", () => {
    expect(chooseEncoding("*", BOTH)).toBe("br");
    expect(chooseEncoding("*;q=0.5, br;q=0", BOTH)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.3, *;q=0.6", BOTH)).toBe("br");
  });

  it("refuses identity only when the header says so, and then still sends it if nothing else is allowed", () => {
    expect(chooseEncoding("identity;q=0, gzip", BOTH)).toBe("gzip");
    expect(chooseEncoding("*;q=0, br", BOTH)).toBe("br");
    expect(chooseEncoding("identity;q=0", BOTH)).toBe("identity");
  });

  it("takes x-gzip for gzip and ignores malformed elements and unknown parameters", () => {
    expect(chooseEncoding("x-gzip", BOTH)).toBe("gzip");
    expect(chooseEncoding("br;q=abc, gzip", BOTH)).toBe("br");
    expect(chooseEncoding("??, gzip;level=1", BOTH)).toBe("gzip");
    expect(chooseEncoding(" , ,gzip", BOTH)).toBe("gzip");
  });
});

import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonValueArb } from "../../tests/arbitraries/json-value.arb";
import { inputFault } from "./input-walk";
import { DEEP_INPUT_MESSAGE, inputFaultErrors, NUL_MESSAGE, refuseNulInUrl } from "./nul-text";

const cleanText = fc.string({ unit: fc.constantFrom("a", "Я", " ", "0", "\u0001", "%", ".") });
const cleanJson = jsonValueArb(cleanText);
const nulAt = (value: unknown) => {
  const fault = inputFault(value);
  return fault?.kind === "nul" ? fault.path : null;
};

describe("the input walk on NUL", () => {
  it("finds nothing in values without a NUL", () => {
    fc.assert(
      fc.property(cleanJson, (value) => {
        expect(inputFault(value)).toBeNull();
      }),
    );
  });

  it("finds a NUL put into any text of an object, with its dotted path", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("a", "b", "c"), cleanJson, { maxKeys: 3 }),
        fc.constantFrom("name", "utm"),
        cleanText,
        cleanText,
        (rest, key, before, after) => {
          const body = { ...rest, [key]: { inner: [`${before}\u0000${after}`] } };
          expect(nulAt(body)).toBe(`${key}.inner.0`);
        },
      ),
    );
  });

  it("finds a NUL in a key, and names a bare text as _", () => {
    expect(nulAt({ ["a\u0000"]: 1 })).toBe("a\u0000");
    expect(nulAt("\u0000")).toBe("_");
  });

  it("words each fault as a field message", () => {
    expect(inputFaultErrors({ kind: "nul", path: "name" })).toEqual({ name: [NUL_MESSAGE] });
    expect(inputFaultErrors({ kind: "surrogate", path: "utm.utm_term" })).toEqual({ "utm.utm_term": [NUL_MESSAGE] });
    expect(inputFaultErrors({ kind: "deep", path: "calc" })).toEqual({ calc: [DEEP_INPUT_MESSAGE] });
  });
});

describe("refuseNulInUrl", () => {
  const app = new Hono();
  app.use("*", refuseNulInUrl);
  app.get("*", (c) => c.text("ok"));

  it("answers 422 naming the query key or the path", async () => {
    const query = await app.request("/api/x?url=%2F%00&page=1");
    expect(query.status).toBe(422);
    expect(await query.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { url: [NUL_MESSAGE] },
    });
    const path = await app.request("/api/blog/posts/a%00b");
    expect(path.status).toBe(422);
    expect(((await path.json()) as { data: unknown }).data).toEqual({ path: [NUL_MESSAGE] });
  });

  it("lets everything else through, malformed escapes included", async () => {
    for (const url of ["/api/x?url=%2F%2500", "/api/x?q=%E0", "/api/%E0%A4%A"]) {
      expect((await app.request(url)).status).toBe(200);
    }
  });
});

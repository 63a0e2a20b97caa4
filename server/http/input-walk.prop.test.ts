import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonValueArb } from "../../tests/arbitraries/json-value.arb";
import { hasLoneSurrogate, inputDepth, inputFault, jsonTextDepth, MAX_INPUT_DEPTH, tooDeepValue } from "./input-walk";

/** Texts of any UTF-16 code units: lone surrogates (and pairs) come up often, NUL never. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("a", "Я", '"', "\\", "[", "}"),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  ),
  maxLength: 6,
});
const anyJson = jsonValueArb(anyText);

/** The plain recursive reading, for values small enough to recurse over. */
const depthByRecursion = (value: unknown): number => {
  const children = Array.isArray(value)
    ? value
    : typeof value === "object" && value !== null
      ? Object.values(value)
      : null;
  return children === null ? 0 : 1 + Math.max(0, ...children.map(depthByRecursion));
};

const textsOf = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...textsOf(item)]);
  return [];
};

const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** A value nested `depth` levels, alternating arrays and objects, with a text at the bottom. */
const nested = (depth: number, bottom: unknown = "x"): unknown => {
  let value = bottom;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { k: value };
  return value;
};

/**
 * The paths the walk may name for a value's broken texts and keys, by the walk's own rule: the keys from the body
 * down, dotted, and "_" for an empty chain. Keys may be empty, so paths are not unique: `{"": broken}` is "_" too.
 */
const dotted = (keys: readonly string[]) => keys.join(".") || "_";
const brokenPaths = (value: unknown, keys: readonly string[] = []): string[] => {
  if (typeof value === "string") return isWellFormed(value) ? [] : [dotted(keys)];
  const children = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : typeof value === "object" && value !== null
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, item]) => [
    ...(isWellFormed(key) ? [] : [dotted([...keys, key])]),
    ...brokenPaths(item, [...keys, key]),
  ]);
};

describe("the input walk", () => {
  it("computes the depth of any JSON value as the recursive reading does", () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(inputDepth(value)).toBe(depthByRecursion(value));
      }),
    );
  });

  it("reads the same depth from the JSON text as from the parsed value", () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(jsonTextDepth(JSON.stringify(value))).toBe(inputDepth(value));
      }),
    );
  });

  it("refuses nesting exactly when it is deeper than the bound", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * MAX_INPUT_DEPTH }), (depth) => {
        const fault = inputFault(nested(depth));
        expect(fault?.kind === "deep").toBe(depth > MAX_INPUT_DEPTH);
        if (fault?.kind === "deep") expect(fault.path).toBe("_");
      }),
    );
  });

  it("names the body as a whole (_) for nesting past the bound, wherever it is", () => {
    expect(inputFault({ name: "a", calc: { x: nested(MAX_INPUT_DEPTH) } })).toEqual({ kind: "deep", path: "_" });
    expect(inputFault(tooDeepValue())).toEqual({ kind: "deep", path: "_" });
    expect(inputFault(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it("walks 100,000 levels without overflowing the stack", () => {
    const deep = nested(100_000);
    expect(inputDepth(deep)).toBe(100_000);
    expect(inputFault(deep)).toEqual({ kind: "deep", path: "_" });
    expect(inputFault(deep, 200_000)).toBeNull();
    expect(inputFault(nested(100_000, "\ud800"), 200_000)?.kind).toBe("surrogate");
    const text = "[".repeat(100_000) + "]".repeat(100_000);
    expect(jsonTextDepth(text)).toBe(100_000);
  });

  it("finds a lone surrogate exactly when some text or key is not well formed, and points at one", () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        const fault = inputFault(value, Number.MAX_SAFE_INTEGER);
        expect(fault !== null).toBe(textsOf(value).some((text) => !isWellFormed(text)));
        if (fault === null) return;
        expect(fault.kind).toBe("surrogate");
        // The path ends at a text that is broken, or at a key that is.
        expect(brokenPaths(value)).toContain(fault.path);
      }),
      // Found by CI on 2026-11-29 (seed -1103391973): an empty key's path is "_", like the body's.
      { examples: [[{ "": "\ud800" }], [{ a: { "": "\udfff" } }]] },
    );
  });

  it("tells a surrogate pair from a lone half", () => {
    expect(hasLoneSurrogate("Привет \ud83d\ude00")).toBe(false);
    expect(hasLoneSurrogate("a\ud83d")).toBe(true);
    expect(hasLoneSurrogate("\ude00a")).toBe(true);
    expect(hasLoneSurrogate("\ude00\ud83d")).toBe(true);
  });
});

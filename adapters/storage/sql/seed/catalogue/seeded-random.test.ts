import { describe, expect, it } from "vitest";
import { createRandom, hashSeed } from "./seeded-random";

describe("createRandom", () => {
  it("gives different sequences for different seeds", () => {
    const first = createRandom(1);
    const second = createRandom(2);
    expect([first.next(), first.next()]).not.toEqual([second.next(), second.next()]);
  });

  it("rejects picking from an empty list", () => {
    expect(() => createRandom(7).pick([])).toThrow("pick from an empty list");
  });

  it("hashes texts with FNV-1a", () => {
    expect(hashSeed("")).toBe(0x811c9dc5);
    expect(hashSeed("a")).toBe(0xe40c292c);
  });
});

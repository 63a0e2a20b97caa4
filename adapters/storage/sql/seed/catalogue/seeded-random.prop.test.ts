import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedArb } from "../../../../../tests/arbitraries/seed-catalogue.arb";
import { createRandom, hashSeed } from "./seeded-random";

const draws = (seed: number, count: number): number[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("createRandom properties", () => {
  it("gives the same sequence for the same seed", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(draws(seed, 20)).toEqual(draws(seed, 20));
      }),
    );
  });

  it("draws floats in [0, 1) and integers within both bounds", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 100 }), (seed, min, width) => {
        const random = createRandom(seed);
        for (let index = 0; index < 20; index++) {
          const float = random.next();
          const int = random.int(min, min + width);
          expect(float >= 0 && float < 1).toBe(true);
          expect(Number.isInteger(int) && int >= min && int <= min + width).toBe(true);
        }
      }),
    );
  });

  it("samples distinct items in their original order, as many as asked for or all of them", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 30 }), fc.integer({ min: -2, max: 40 }), (seed, length, count) => {
        const items = Array.from({ length }, (_, index) => index * 3);
        const sample = createRandom(seed).sample(items, count);
        expect(sample.length).toBe(Math.min(Math.max(count, 0), length));
        expect(new Set(sample).size).toBe(sample.length);
        expect([...sample].sort((a, b) => a - b)).toEqual(sample);
        expect(sample.every((item) => items.includes(item))).toBe(true);
      }),
    );
  });

  it("picks a member of the list", () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.integer(), { minLength: 1, maxLength: 10 }), (seed, items) => {
        expect(items).toContain(createRandom(seed).pick(items));
      }),
    );
  });
});

describe("hashSeed", () => {
  it("is a 32-bit unsigned integer that depends only on the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = hashSeed(text);
        expect(hash).toBe(hashSeed(`${text}`));
        expect(Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff).toBe(true);
      }),
    );
  });
});

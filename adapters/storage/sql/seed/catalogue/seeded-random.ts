/** A deterministic pseudo-random source: the same seed always gives the same sequence. */
export type Random = Readonly<{
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in their original order (all of them when count exceeds the length). */
  sample: <T>(items: readonly T[], count: number) => T[];
}>;

const GOLDEN_GAMMA = 0x9e3779b9;

/** A 32-bit FNV-1a hash, to seed a generator from a text such as an institution's name. */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
};

/** A SplitMix-style generator: a Weyl sequence over 32 bits, mixed by the MurmurHash3 finaliser. */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + GOLDEN_GAMMA) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> 0;
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
    return ((mixed ^ (mixed >>> 16)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    const wanted = Math.min(Math.max(count, 0), items.length);
    // Floyd's algorithm: exactly `wanted` draws, no retries.
    for (let upper = items.length - wanted; upper < items.length; upper++) {
      const candidate = int(0, upper);
      chosen.add(chosen.has(candidate) ? upper : candidate);
    }
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
};

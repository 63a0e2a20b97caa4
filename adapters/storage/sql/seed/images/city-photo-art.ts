import { createRandom, hashSeed, type Random } from "../catalogue/seeded-random";
import { BRAND } from "./art-palette";
import { element, num, svgDocument, type Markup } from "./svg-markup";

/** The drawing's own units; the raster photo is rendered at a multiple of them (raster-photo.ts). */
export const CITY_PHOTO_SIZE = { width: 1600, height: 1000 } as const;
const { width: W, height: H } = CITY_PHOTO_SIZE;

/** Skies at three times of day: top, horizon, sun or moon glow, and the tint of lit windows. */
const SKIES: readonly (readonly [string, string, string, string])[] = [
  ["#213a63", "#f0a35e", "#ffd9a0", "#ffd27a"],
  ["#0f1729", "#5b3a6b", "#f2b84b", "#ffcf6e"],
  ["#5d8fc4", "#d8e6f0", "#fff6dc", "#f7f1e3"],
  [BRAND.ink, BRAND.deepRed, "#f2b84b", "#ffc65c"],
];

/** Lit windows of one tower: a grid of small rects, a share of them lit. */
const windows = (random: Random, x: number, top: number, width: number, glow: string): Markup[] => {
  const cells: Markup[] = [];
  for (let y = top + 14; y < H - 20; y += 18) {
    for (let wx = x + 8; wx < x + width - 10; wx += 14) {
      if (random.next() < 0.42) {
        cells.push(
          element("rect", { x: wx, y, width: 7, height: 9, fill: glow, "fill-opacity": 0.35 + random.next() / 2 }),
        );
      }
    }
  }
  return cells;
};

/** One row of towers from edge to edge: darker and taller in front. */
const skyline = (random: Random, base: number, tallest: number, fill: string, glow: string | null): Markup => {
  const towers: Markup[] = [];
  for (let x = -20; x < W;) {
    const width = random.int(50, 130);
    const top = base - random.int(tallest / 4, tallest);
    towers.push(element("rect", { x, y: top, width, height: H - top, fill }));
    if (random.next() < 0.3) {
      towers.push(element("rect", { x: x + width / 2 - 2, y: top - 40, width: 4, height: 40, fill }));
    }
    if (glow !== null) towers.push(...windows(random, x, top, width, glow));
    x += width + random.int(0, 12);
  }
  return element("g", {}, towers);
};

/** Trees along the front: dark rounded crowns, as a campus lawn or an embankment. */
const trees = (random: Random): Markup =>
  element(
    "g",
    {},
    Array.from({ length: random.int(9, 14) }, () =>
      element("ellipse", {
        cx: random.int(0, W),
        cy: H - random.int(30, 70),
        rx: random.int(50, 110),
        ry: random.int(40, 80),
        fill: random.pick(["#18241c", "#1f2e23", "#233628"]),
      }),
    ),
  );

/**
 * A photograph-like city or campus view for a banner or a blog cover: a sky at dusk, night or day, a glow, haze,
 * three rows of towers (the nearest with lit windows) and trees in front. `key` picks everything, so the same key
 * always gives the same picture; the page lays its own text over it, so the picture carries no words.
 */
export const cityPhotoArt = (key: string, title: string): string => {
  const random = createRandom(hashSeed(key));
  const [top, horizon, glow, lit] = random.pick(SKIES);
  const sunX = random.int(200, W - 200);
  return svgDocument(W, H, title, [
    element("defs", {}, [
      element("linearGradient", { id: "sky", x1: 0, y1: 0, x2: 0, y2: 1 }, [
        element("stop", { offset: 0, "stop-color": top }),
        element("stop", { offset: 0.7, "stop-color": horizon }),
      ]),
      element("radialGradient", { id: "glow" }, [
        element("stop", { offset: 0, "stop-color": glow, "stop-opacity": 0.9 }),
        element("stop", { offset: 1, "stop-color": glow, "stop-opacity": 0 }),
      ]),
      element("linearGradient", { id: "haze", x1: 0, y1: 0, x2: 0, y2: 1 }, [
        element("stop", { offset: 0, "stop-color": horizon, "stop-opacity": 0 }),
        element("stop", { offset: 1, "stop-color": horizon, "stop-opacity": 0.55 }),
      ]),
    ]),
    element("rect", { width: W, height: H, fill: "url(#sky)" }),
    element("circle", { cx: sunX, cy: num(H * 0.55), r: 420, fill: "url(#glow)" }),
    skyline(random, H * 0.62, 300, "#6f7184", null),
    element("rect", { y: H * 0.35, width: W, height: H * 0.65, fill: "url(#haze)" }),
    skyline(random, H * 0.72, 330, "#3a3f52", null),
    skyline(random, H * 0.84, 380, "#1b1f2b", lit),
    trees(random),
  ]);
};

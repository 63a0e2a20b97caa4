import { createRandom, hashSeed, type Random } from "../catalogue/seeded-random";
import { BRAND } from "./art-palette";
import { element, num, svgDocument, type Markup } from "./svg-markup";

const WIDTH = 1600;
const HEIGHT = 900;

/** Evening skies: top, horizon, and the sun's colour. */
const SKIES: readonly (readonly [string, string, string])[] = [
  [BRAND.ink, BRAND.deepRed, "#f2b84b"],
  ["#141923", BRAND.slate, BRAND.red],
  [BRAND.deepRed, "#d9694a", "#f7d9a8"],
];

/** A mountain ridge across the picture: a closed path through jittered peaks down to the bottom edge. */
const ridge = (random: Random, base: number, height: number, peaks: number, fill: string, opacity: number): Markup => {
  const step = WIDTH / peaks;
  const points = Array.from({ length: peaks + 1 }, (_, i) => {
    const x = i * step;
    const y = base - (i % 2 === 0 ? random.int(0, height / 3) : random.int(height / 2, height));
    return `${num(x)},${num(y)}`;
  });
  return element("path", {
    d: `M0,${HEIGHT} L${points.join(" L")} L${WIDTH},${HEIGHT} Z`,
    fill,
    "fill-opacity": opacity,
  });
};

/** Soft horizontal clouds: rounded bars of translucent light. */
const cloud = (random: Random): Markup =>
  element("rect", {
    x: random.int(-100, WIDTH - 300),
    y: random.int(90, 420),
    width: random.int(220, 520),
    height: random.int(14, 26),
    rx: 13,
    fill: "#ffffff",
    "fill-opacity": 0.12,
  });

/**
 * A wide landscape for a banner (16:9): a sky gradient, a low sun with a halo, three ridges of hills in brand tones
 * and a few bands of cloud. The page lays its own text and a dark scrim over it, so the picture carries no words;
 * `key` (the file name) picks the sky and shapes, always the same for the same key.
 */
export const bannerArt = (key: string, title: string): string => {
  const random = createRandom(hashSeed(key));
  const [top, horizon, sun] = random.pick(SKIES);
  const sunX = random.int(900, 1400);
  const sunY = random.int(380, 520);
  return svgDocument(WIDTH, HEIGHT, title, [
    element("defs", {}, [
      element("linearGradient", { id: "sky", x1: 0, y1: 0, x2: 0, y2: 1 }, [
        element("stop", { offset: 0, "stop-color": top }),
        element("stop", { offset: 0.75, "stop-color": horizon }),
      ]),
      element("radialGradient", { id: "halo" }, [
        element("stop", { offset: 0, "stop-color": sun, "stop-opacity": 0.55 }),
        element("stop", { offset: 1, "stop-color": sun, "stop-opacity": 0 }),
      ]),
    ]),
    element("rect", { width: WIDTH, height: HEIGHT, fill: "url(#sky)" }),
    element("circle", { cx: sunX, cy: sunY, r: 330, fill: "url(#halo)" }),
    element("circle", { cx: sunX, cy: sunY, r: random.int(110, 150), fill: sun }),
    ...Array.from({ length: random.int(3, 5) }, () => cloud(random)),
    ridge(random, 640, 220, 7, BRAND.tan, 0.35),
    ridge(random, 730, 180, 9, BRAND.slate, 0.85),
    ridge(random, 830, 140, 12, BRAND.ink, 1),
  ]);
};

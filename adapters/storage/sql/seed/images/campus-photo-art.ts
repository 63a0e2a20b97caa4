import { createRandom, hashSeed, type Random } from "../catalogue/seeded-random";
import { BRAND } from "./art-palette";
import { element, num, svgDocument, type Markup } from "./svg-markup";

/** The drawing's own units, 16:9 as the pages show it; the raster photo is rendered at a multiple of them. */
export const CAMPUS_PHOTO_SIZE = { width: 1600, height: 900 } as const;
const { width: W, height: H } = CAMPUS_PHOTO_SIZE;
/** Where the lawn meets the buildings. */
const GROUND = 700;

const KINDS = ["gate", "main", "library", "dormitories", "hall"] as const;
type Kind = (typeof KINDS)[number];

/** Day and late-afternoon skies: top, horizon, lawn. */
const DAY = ["#5d8fc4", "#dfeaf2", "#5f7f45"] as const;
const AFTERNOON = ["#3d5f8f", "#f3c89a", "#4f6a3a"] as const;

const rect = (x: number, y: number, width: number, height: number, fill: string): Markup =>
  element("rect", { x: num(x), y: num(y), width: num(width), height: num(height), fill });

/** A grid of windows on a facade, some lit. */
const windows = (random: Random, x: number, y: number, width: number, height: number, step: number): Markup[] => {
  const cells: Markup[] = [];
  for (let wy = y + step / 2; wy < y + height - step; wy += step)
    for (let wx = x + step / 2; wx < x + width - step / 2; wx += step)
      cells.push(rect(wx, wy, step / 2, step / 1.6, random.next() < 0.3 ? "#f5deae" : "#2d3b4e"));
  return cells;
};

/** A curved Chinese roof over `x..x+width` with its eaves at `y`. */
const roof = (x: number, y: number, width: number, rise: number, fill: string): Markup =>
  element("path", {
    d: `M${num(x - 30)} ${num(y)} Q${num(x + width / 2)} ${num(y - rise * 0.35)} ${num(x + width + 30)} ${num(y)} L${num(x + width - 20)} ${num(y - rise)} L${num(x + 20)} ${num(y - rise)} Z`,
    fill,
  });

const drawKind = (kind: Kind, random: Random): Markup[] => {
  switch (kind) {
    case "gate": {
      const posts = [500, 680, 920, 1100].map((x) => rect(x - 14, 430, 28, GROUND - 430, BRAND.deepRed));
      return [
        ...posts,
        rect(470, 420, 660, 40, BRAND.deepRed),
        roof(470, 420, 660, 70, "#2f3a4a"),
        roof(690, 350, 220, 60, "#2f3a4a"),
        rect(740, 362, 120, 46, "#d8b25c"),
      ];
    }
    case "main": {
      const x = 360;
      return [
        rect(x, 440, 880, GROUND - 440, "#c9c2b4"),
        ...windows(random, x, 440, 880, GROUND - 440, 40),
        rect(720, 260, 160, GROUND - 260, "#b9b1a2"),
        element("circle", { cx: 800, cy: 320, r: 34, fill: "#f2efe6", stroke: "#3a3f52", "stroke-width": 4 }),
        element("path", { d: "M700 262 L800 190 L900 262 Z", fill: "#6b4a3a" }),
        rect(760, 600, 80, 100, "#3a3f52"),
      ];
    }
    case "library":
      return [
        rect(300, 500, 1000, GROUND - 500, "#8fa7b8"),
        ...Array.from({ length: 20 }, (_, at) =>
          rect(310 + at * 50, 510, 40, 170, at % 3 === 0 ? "#cfe1ec" : "#6d8aa0"),
        ),
        rect(280, 470, 1040, 34, "#e9e6df"),
        rect(560, 400, 480, 70, "#d4d0c6"),
      ];
    case "dormitories":
      return [300, 620, 940, 1260].flatMap((x) => {
        const top = random.int(300, 420);
        return [
          rect(x - 130, top, 240, GROUND - top, random.pick(["#d7c3a5", "#c9b8a0", "#e0d2bd"])),
          ...windows(random, x - 130, top, 240, GROUND - top, 30),
        ];
      });
    case "hall":
      return [
        rect(420, 640, 760, 60, "#bfb7a6"),
        rect(520, 470, 560, 170, BRAND.deepRed),
        ...[560, 680, 800, 920, 1040].map((x) => rect(x - 10, 480, 20, 160, "#7e1f1f")),
        roof(500, 470, 600, 110, "#3b4a3c"),
        roof(600, 360, 400, 70, "#3b4a3c"),
      ];
  }
};

/** Trees at the edges of the lawn. */
const trees = (random: Random): Markup[] =>
  Array.from({ length: random.int(5, 8) }, () => {
    const cx = random.pick([random.int(0, 300), random.int(1300, W)]);
    return element("ellipse", {
      cx,
      cy: GROUND - random.int(20, 80),
      rx: random.int(60, 120),
      ry: random.int(60, 110),
      fill: random.pick(["#2d4a2f", "#35573a", "#274029"]),
    });
  });

/**
 * Campus photo `index` (0 to CAMPUS_PHOTO_COUNT - 1, `campus-photo-name.ts`): a gate, main building, library, dormitories or traditional
 * hall (by `index` mod 5), under a day or a late-afternoon sky, with the city's towers in the haze behind, a lawn, a
 * path and trees. No words: the page names the institution.
 */
export const campusPhotoArt = (index: number, title: string): string => {
  const random = createRandom(hashSeed(`campus-photo-${index}`));
  const kind = KINDS[index % KINDS.length] ?? "main";
  const [top, horizon, lawn] = Math.floor(index / KINDS.length) % 2 === 0 ? DAY : AFTERNOON;
  const skyline: Markup[] = [];
  for (let x = 0; x < W; x += random.int(60, 120)) {
    const height = random.int(60, 200);
    skyline.push(rect(x, GROUND - 60 - height, random.int(40, 90), height + 60, "#9aa6b5"));
  }
  return svgDocument(W, H, title, [
    element("defs", {}, [
      element("linearGradient", { id: "sky", x1: 0, y1: 0, x2: 0, y2: 1 }, [
        element("stop", { offset: 0, "stop-color": top }),
        element("stop", { offset: 1, "stop-color": horizon }),
      ]),
    ]),
    rect(0, 0, W, H, "url(#sky)"),
    element("g", { "fill-opacity": 0.55 }, skyline),
    ...drawKind(kind, random),
    rect(0, GROUND, W, H - GROUND, lawn),
    element("path", { d: `M740 ${GROUND} L860 ${GROUND} L1040 ${H} L560 ${H} Z`, fill: "#d9d2c2" }),
    ...trees(random),
  ]);
};

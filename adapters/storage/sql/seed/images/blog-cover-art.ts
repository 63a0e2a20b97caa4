import { createRandom, hashSeed, type Random } from "../catalogue/seeded-random";
import { PATTERN_TONES } from "./art-palette";
import { element, svgDocument, type Markup } from "./svg-markup";

const TILE = 200;
const COLUMNS = 8;
const ROWS = 5;
const WIDTH = TILE * COLUMNS;
/** The last row is cut in half by the 16:9 frame. */
const HEIGHT = 900;

/** One motif inside a square tile at (x, y): a disc, a quarter disc, a half disc, a triangle, a ring or stripes. */
const motif = (random: Random, x: number, y: number, colour: string): Markup => {
  const half = TILE / 2;
  const turn = random.int(0, 3) * 90;
  const rotate = `rotate(${turn} ${x + half} ${y + half})`;
  switch (random.int(0, 5)) {
    case 0:
      return element("circle", { cx: x + half, cy: y + half, r: half * 0.72, fill: colour });
    case 1:
      return element("path", {
        d: `M${x},${y} h${TILE} a${TILE},${TILE} 0 0 1 -${TILE},${TILE} Z`,
        fill: colour,
        transform: rotate,
      });
    case 2:
      return element("path", {
        d: `M${x},${y + half} a${half},${half} 0 0 1 ${TILE},0 Z`,
        fill: colour,
        transform: rotate,
      });
    case 3:
      return element("path", {
        d: `M${x},${y} L${x + TILE},${y} L${x},${y + TILE} Z`,
        fill: colour,
        transform: rotate,
      });
    case 4:
      return element("circle", {
        cx: x + half,
        cy: y + half,
        r: half * 0.55,
        fill: "none",
        stroke: colour,
        "stroke-width": 26,
      });
    default:
      return element(
        "g",
        { transform: rotate },
        [0, 1, 2].map((i) =>
          element("rect", { x: x + 18 + i * 64, y: y + 18, width: 36, height: TILE - 36, rx: 18, fill: colour }),
        ),
      );
  }
};

/**
 * A cover for a blog post (16:9): a grid of square tiles in the brand's colours, each with one geometric motif,
 * all drawn from the post's slug, so a post keeps its cover and neighbouring posts look different.
 */
export const blogCoverArt = (slug: string, title: string): string => {
  const random = createRandom(hashSeed(`blog:${slug}`));
  const tiles = Array.from({ length: COLUMNS * ROWS }, (_, index) => {
    const x = (index % COLUMNS) * TILE;
    const y = Math.floor(index / COLUMNS) * TILE;
    const [ground, figure] = random.sample(PATTERN_TONES, 2);
    const background = ground ?? PATTERN_TONES[0] ?? "#000000";
    const foreground = figure ?? PATTERN_TONES[1] ?? "#ffffff";
    const swap = random.chance(0.5);
    return element("g", {}, [
      element("rect", { x, y, width: TILE, height: TILE, fill: swap ? foreground : background }),
      motif(random, x, y, swap ? background : foreground),
    ]);
  });
  return svgDocument(WIDTH, HEIGHT, title, tiles);
};

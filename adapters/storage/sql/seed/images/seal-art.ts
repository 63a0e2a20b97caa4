import type { Random } from "../catalogue/seeded-random";
import { BRAND } from "./art-palette";
import { element, num, type Markup } from "./svg-markup";

/** Points of a star with `rays` tips between radii `inner` and `outer`, centred on (cx, cy). */
const starPoints = (cx: number, cy: number, rays: number, outer: number, inner: number): string =>
  Array.from({ length: rays * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / rays - Math.PI / 2;
    return `${num(cx + radius * Math.cos(angle))},${num(cy + radius * Math.sin(angle))}`;
  }).join(" ");

/** A red wax-like seal at (cx, cy): two ribbon tails, a toothed rim, rings and a star in the middle. */
export const sealArt = (random: Random, cx: number, cy: number): Markup => {
  const rays = random.int(5, 8);
  return element("g", {}, [
    element("path", { d: `M${cx - 50},${cy + 60} l-40,140 l45,-30 l30,45 l35,-150 Z`, fill: BRAND.deepRed }),
    element("path", { d: `M${cx + 50},${cy + 60} l40,140 l-45,-30 l-30,45 l-35,-150 Z`, fill: BRAND.red }),
    element("polygon", { points: starPoints(cx, cy, 36, 130, 116), fill: BRAND.red }),
    element("circle", { cx, cy, r: 100, fill: "none", stroke: BRAND.paper, "stroke-width": 4 }),
    element("circle", {
      cx,
      cy,
      r: 84,
      fill: "none",
      stroke: BRAND.paper,
      "stroke-width": 2,
      "stroke-dasharray": "4 6",
    }),
    element("polygon", { points: starPoints(cx, cy, rays, 58, 26), fill: BRAND.paper }),
  ]);
};

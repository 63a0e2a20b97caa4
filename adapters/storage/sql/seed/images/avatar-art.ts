import { createRandom, hashSeed } from "../catalogue/seeded-random";
import { AVATAR_TONES, BRAND } from "./art-palette";
import { initials } from "./initials";
import { element, svgDocument, text } from "./svg-markup";

const SIZE = 400;

/**
 * A square portrait stand-in: the person's initials in white on a brand tone chosen from the name, over a soft
 * diagonal light and two large rings. The same name always gives the same picture.
 */
export const avatarArt = (name: string): string => {
  const random = createRandom(hashSeed(name));
  const tone = random.pick(AVATAR_TONES);
  const angle = random.int(0, 3) * 90;
  const letters = initials(name);
  return svgDocument(SIZE, SIZE, name, [
    element("defs", {}, [
      element(
        "linearGradient",
        { id: "light", x1: 0, y1: 0, x2: 1, y2: 1, gradientTransform: `rotate(${angle} 0.5 0.5)` },
        [
          element("stop", { offset: 0, "stop-color": "#ffffff", "stop-opacity": 0.22 }),
          element("stop", { offset: 1, "stop-color": "#000000", "stop-opacity": 0.18 }),
        ],
      ),
    ]),
    element("rect", { width: SIZE, height: SIZE, fill: tone }),
    element("rect", { width: SIZE, height: SIZE, fill: "url(#light)" }),
    element("circle", {
      cx: random.int(40, 360),
      cy: random.pick([-40, 440]),
      r: random.int(150, 210),
      fill: "none",
      stroke: BRAND.sand,
      "stroke-opacity": 0.18,
      "stroke-width": 28,
    }),
    element("circle", {
      cx: SIZE / 2,
      cy: SIZE / 2,
      r: 150,
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.2,
      "stroke-width": 4,
    }),
    element(
      "text",
      {
        x: SIZE / 2,
        y: SIZE / 2,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "font-family": "'PT Sans', 'Segoe UI', Arial, sans-serif",
        "font-size": letters.length > 1 ? 150 : 180,
        "font-weight": 700,
        "letter-spacing": 4,
        fill: "#ffffff",
      },
      [text(letters)],
    ),
  ]);
};

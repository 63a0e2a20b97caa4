import { createRandom, hashSeed } from "../catalogue/seeded-random";
import { element, num, svgDocument } from "./svg-markup";

/** The drawing's own units (square); the raster photo is rendered at a multiple of them (raster-photo.ts). */
export const PORTRAIT_PHOTO_SIZE = 1000;
const S = PORTRAIT_PHOTO_SIZE;

const SKIN: readonly string[] = ["#f1c9a5", "#e0ac84", "#c68a62", "#f5d6bd", "#d79f78"];
const HAIR: readonly string[] = ["#2b1d14", "#4a3020", "#1a1411", "#6b4a2e", "#8a6a48", "#c9a36b"];
const CLOTHES: readonly string[] = ["#1d2330", "#343c4e", "#8e0c22", "#3f5a4a", "#5b3a4a", "#efe4d2"];
const BACKDROPS: readonly (readonly [string, string])[] = [
  ["#cfd8e3", "#7f93ab"],
  ["#efe4d2", "#a8834f"],
  ["#d9e4d6", "#6f8a6a"],
  ["#e8d5d2", "#8e5a5a"],
];

/**
 * A photograph-like head-and-shoulders portrait of nobody in particular: an out-of-focus backdrop with soft light
 * spots, shoulders in clothes, a neck, a face and hair, in tones picked from the name (the same name always gives the
 * same picture). The page names the person in text, so the picture carries no words.
 */
export const portraitPhotoArt = (name: string): string => {
  const random = createRandom(hashSeed(`portrait:${name}`));
  const [light, dark] = random.pick(BACKDROPS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const clothes = random.pick(CLOTHES);
  const tilt = random.int(-6, 6);
  const long = random.next() < 0.5;
  return svgDocument(S, S, name, [
    element("defs", {}, [
      element("radialGradient", { id: "backdrop", cx: random.next() * 0.6 + 0.2, cy: 0.3, r: 0.9 }, [
        element("stop", { offset: 0, "stop-color": light }),
        element("stop", { offset: 1, "stop-color": dark }),
      ]),
      element("radialGradient", { id: "face", cx: 0.42, cy: 0.38, r: 0.7 }, [
        element("stop", { offset: 0, "stop-color": "#ffffff", "stop-opacity": 0.25 }),
        element("stop", { offset: 1, "stop-color": "#000000", "stop-opacity": 0.12 }),
      ]),
    ]),
    element("rect", { width: S, height: S, fill: "url(#backdrop)" }),
    ...Array.from({ length: random.int(5, 9) }, () =>
      element("circle", {
        cx: random.int(0, S),
        cy: random.int(0, S / 2),
        r: random.int(30, 90),
        fill: "#ffffff",
        "fill-opacity": num(0.08 + random.next() * 0.12),
      }),
    ),
    element("g", { transform: `rotate(${tilt} 500 1000)` }, [
      long ? element("ellipse", { cx: 500, cy: 560, rx: 215, ry: 300, fill: hair }) : element("g"),
      element("path", { d: "M120,1000 C140,800 300,730 500,730 C700,730 860,800 880,1000 Z", fill: clothes }),
      element("rect", { x: 440, y: 560, width: 120, height: 200, rx: 50, fill: skin }),
      element("ellipse", { cx: 500, cy: 450, rx: 150, ry: 190, fill: skin }),
      element("ellipse", { cx: 500, cy: 450, rx: 150, ry: 190, fill: "url(#face)" }),
      element("path", {
        d: "M345,440 C340,270 430,230 500,230 C600,230 665,290 655,440 C630,330 560,320 500,320 C430,320 370,340 345,440 Z",
        fill: hair,
      }),
      element("ellipse", { cx: 445, cy: 460, rx: 14, ry: 8, fill: "#2b1d14", "fill-opacity": 0.7 }),
      element("ellipse", { cx: 555, cy: 460, rx: 14, ry: 8, fill: "#2b1d14", "fill-opacity": 0.7 }),
      element("path", {
        d: "M460,560 Q500,585 540,560",
        fill: "none",
        stroke: "#8a4a3a",
        "stroke-width": 6,
        "stroke-opacity": 0.6,
      }),
    ]),
  ]);
};

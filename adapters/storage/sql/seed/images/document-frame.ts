import { BRAND } from "./art-palette";
import { element, text, type Markup } from "./svg-markup";

/** The paper of a document card of this size: a heavy outer rule, a dashed inner one and four diamond corners. */
export const documentFrame = (width: number, height: number, accent: string): readonly Markup[] => {
  const corners = [
    [90, 90],
    [width - 90, 90],
    [90, height - 90],
    [width - 90, height - 90],
  ].map(([x = 0, y = 0]) =>
    element("rect", { x: x - 14, y: y - 14, width: 28, height: 28, fill: accent, transform: `rotate(45 ${x} ${y})` }),
  );
  return [
    element("rect", { width, height, fill: BRAND.paper }),
    element("rect", {
      x: 40,
      y: 40,
      width: width - 80,
      height: height - 80,
      fill: "none",
      stroke: BRAND.ink,
      "stroke-width": 6,
    }),
    element("rect", {
      x: 70,
      y: 70,
      width: width - 140,
      height: height - 140,
      fill: "none",
      stroke: accent,
      "stroke-width": 3,
      "stroke-dasharray": "18 8",
    }),
    ...corners,
  ];
};

/** A date line and a hand-drawn signature over a rule, at the bottom left of a card of this height. */
export const signatureBlock = (height: number, footer: string, font: string): readonly Markup[] => [
  element("text", { x: 130, y: height - 220, "font-family": font, "font-size": 34, fill: BRAND.slate }, [text(footer)]),
  element("path", { d: `M130,${height - 150} h300`, stroke: BRAND.ink, "stroke-width": 2 }),
  element("path", {
    d: `M150,${height - 170} c40,-50 70,30 110,-10 s60,-20 90,5`,
    fill: "none",
    stroke: BRAND.ink,
    "stroke-width": 3,
  }),
];

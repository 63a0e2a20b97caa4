import { createRandom, hashSeed } from "../catalogue/seeded-random";
import { BRAND } from "./art-palette";
import { documentFrame, signatureBlock } from "./document-frame";
import { sealArt } from "./seal-art";
import { element, svgDocument, text, type Attributes, type Markup } from "./svg-markup";
import { wrapWords } from "./wrap-words";

const WIDTH = 1000;
const HEIGHT = 1400;
const SERIF = "'PT Serif', Georgia, 'Times New Roman', serif";

/** What a certificate or diploma scan shows, top to bottom. */
export type DocumentCard = Readonly<{
  /** Small capitals above the heading: who issued it ("" for none). */
  issuer: string;
  /** The big word: "Сертификат", "Диплом"... */
  heading: string;
  /** A name set large under the heading (a diploma's graduate), if any. */
  name: string | null;
  /** The body text, wrapped to fit. */
  body: string;
  /** The line at the bottom left: a date or a year. */
  footer: string;
}>;

/** Centred lines of serif text, the first with its baseline at `top`, then `step` apart. */
const lines = (rows: readonly string[], top: number, size: number, step: number, style: Attributes): Markup[] =>
  rows.map((row, i) =>
    element(
      "text",
      { x: WIDTH / 2, y: top + i * step, "text-anchor": "middle", "font-family": SERIF, "font-size": size, ...style },
      [text(row)],
    ),
  );

/**
 * A document-like card (5:7): paper in a double frame, the issuer, a heading sized to fit, a name, the text, a date
 * with a signature and a round seal. Used for the certificates and the graduates' diplomas; `key` (the file name)
 * picks the accent colour and the seal's star.
 */
export const documentArt = (key: string, card: DocumentCard, title: string): string => {
  const random = createRandom(hashSeed(key));
  const accent = random.pick([BRAND.red, BRAND.bronze, BRAND.slate]);
  const heading = wrapWords(card.heading.toLocaleUpperCase("ru"), 16, 2);
  // Bold serif capitals with their spacing take about 0.85 em each; the frame leaves about 760 units.
  const size = Math.min(84, Math.floor(760 / (Math.max(1, ...heading.map((row) => [...row].length)) * 0.85)));
  const name = card.name === null ? [] : wrapWords(card.name, 26, 1);
  return svgDocument(WIDTH, HEIGHT, title, [
    ...documentFrame(WIDTH, HEIGHT, accent),
    ...lines(wrapWords(card.issuer.toLocaleUpperCase("ru"), 34, 2), 210, 30, 44, {
      fill: BRAND.slate,
      "letter-spacing": 3,
    }),
    ...lines(heading, 410 - (heading.length - 1) * size * 1.15, size, size * 1.15, {
      fill: BRAND.ink,
      "font-weight": 700,
      "letter-spacing": size / 10,
    }),
    element("rect", { x: WIDTH / 2 - 120, y: 450, width: 240, height: 6, fill: accent }),
    ...lines(name, 570, 58, 90, { fill: BRAND.deepRed, "font-style": "italic" }),
    ...lines(wrapWords(card.body, 26, 5), 580 + name.length * 90, 50, 68, { fill: BRAND.ink }),
    ...signatureBlock(HEIGHT, card.footer, SERIF),
    sealArt(random, WIDTH - 250, HEIGHT - 330),
  ]);
};

import { xmlText } from "../../../../../core/domain/sitemap/xml-text";

declare const markup: unique symbol;

/** Well-formed XML made by this module: escaped text, or an element built from checked names and escaped values. */
export type Markup = string & { readonly [markup]: true };

export type Attributes = Readonly<Record<string, string | number>>;

const NAME = /^[A-Za-z][A-Za-z0-9:-]*$/;

/** A number as an attribute: at most two decimals, no exponent, no "-0". */
export const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

const attributeText = (value: string | number) => (typeof value === "number" ? num(value) : xmlText(value));

/** Escaped character data. */
export const text = (content: string): Markup => xmlText(content) as Markup;

/** An element; the names come from code and are checked, every value is escaped. */
export const element = (name: string, attributes: Attributes = {}, children: readonly Markup[] = []): Markup => {
  const names = [name, ...Object.keys(attributes)];
  const bad = names.find((candidate) => !NAME.test(candidate));
  if (bad !== undefined) throw new Error(`Not an XML name: ${JSON.stringify(bad)}`);
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${attributeText(value)}"`)
    .join("");
  return (children.length === 0 ? `<${name}${attrs}/>` : `<${name}${attrs}>${children.join("")}</${name}>`) as Markup;
};

/** A standalone SVG document of a fixed size, titled for assistive technology. */
export const svgDocument = (width: number, height: number, title: string, body: readonly Markup[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width,
      height,
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      role: "img",
      "aria-label": title,
    },
    [element("title", {}, [text(title)]), ...body],
  )}\n`;

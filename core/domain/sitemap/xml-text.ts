const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Characters XML 1.0 forbids anywhere in a document (C0 controls but tab, CR and LF; lone surrogates; U+FFFE/F). */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe inside an XML element or attribute: the five markup characters escaped, forbidden characters dropped. */
export const xmlText = (text: string): string =>
  text.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

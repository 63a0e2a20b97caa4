/**
 * Why a text is not a well-formed XML document, for tests: an empty list means well-formed. Covers what generated
 * SVG uses (an XML declaration, elements, attributes, character data, entity and character references, comments,
 * processing instructions); a DOCTYPE is reported as a problem, since the site's SVG never needs one.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let rootClosed = false;
  let rootSeen = false;
  let i = xml.startsWith("<?xml") ? skipPast(xml, 0, "?>", problems) : 0;

  while (i < xml.length) {
    if (xml[i] !== "<") {
      const end = xml.indexOf("<", i);
      const data = xml.slice(i, end === -1 ? xml.length : end);
      checkText(data, problems);
      if (stack.length === 0 && data.trim() !== "")
        problems.push(`text outside the root element: ${data.slice(0, 20)}`);
      i = end === -1 ? xml.length : end;
    } else if (xml.startsWith("<!--", i)) {
      const end = xml.indexOf("-->", i + 4);
      if (end !== -1 && xml.slice(i + 4, end).includes("--")) problems.push("'--' inside a comment");
      i = end === -1 ? fail(problems, "unclosed comment", xml.length) : end + 3;
    } else if (xml.startsWith("<?", i)) {
      i = skipPast(xml, i, "?>", problems);
    } else if (xml.startsWith("<!", i)) {
      i = fail(problems, "a DOCTYPE or CDATA section", xml.length);
    } else if (xml.startsWith("</", i)) {
      const match = /^<\/([A-Za-z_:][\w.:-]*)\s*>/.exec(xml.slice(i));
      if (!match) return [...problems, `malformed end tag at ${i}`];
      const open = stack.pop();
      if (open !== match[1]) problems.push(`</${match[1]}> closes <${open ?? "nothing"}>`);
      if (stack.length === 0) rootClosed = true;
      i += match[0].length;
    } else {
      const match = /^<([A-Za-z_:][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(
        xml.slice(i),
      );
      if (!match) return [...problems, `malformed start tag at ${i}: ${xml.slice(i, i + 40)}`];
      if (rootClosed || (stack.length === 0 && rootSeen)) problems.push(`a second root element <${match[1]}>`);
      rootSeen = true;
      checkAttributes(match[2] ?? "", problems);
      if (match[3] !== "/") stack.push(match[1] ?? "");
      else if (stack.length === 0) rootClosed = true;
      i += match[0].length;
    }
  }
  if (!rootSeen) problems.push("no root element");
  if (stack.length > 0) problems.push(`unclosed <${stack.join("> <")}>`);
  return problems;
}

const REFERENCE = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/;
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkText(data: string, problems: string[]) {
  if (data.includes("]]>")) problems.push("']]>' in character data");
  checkReferences(data, problems);
}

function checkAttributes(text: string, problems: string[]) {
  const names = new Set<string>();
  for (const [, name = "", double, single] of text.matchAll(/([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? "";
    if (names.has(name)) problems.push(`attribute ${name} twice`);
    names.add(name);
    if (value.includes("<")) problems.push(`'<' in the value of ${name}`);
    checkReferences(value, problems);
  }
}

function checkReferences(text: string, problems: string[]) {
  if (NOT_XML_CHAR.test(text)) problems.push("a character XML does not allow");
  for (let at = text.indexOf("&"); at !== -1; at = text.indexOf("&", at + 1)) {
    if (!REFERENCE.test(text.slice(at))) problems.push(`bare '&' before ${text.slice(at, at + 10)}`);
  }
}

function skipPast(xml: string, from: number, end: string, problems: string[]): number {
  const at = xml.indexOf(end, from);
  return at === -1 ? fail(problems, `unclosed ${xml.slice(from, from + 5)}`, xml.length) : at + end.length;
}

function fail(problems: string[], problem: string, next: number): number {
  problems.push(problem);
  return next;
}

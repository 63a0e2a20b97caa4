import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

const scriptBody = (html: string): string => {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  if (match?.[1] === undefined) throw new Error(`not one JSON-LD script: ${html}`);
  return match[1];
};

describe("JsonLd", () => {
  it("keeps a visitor's </script> and comment openers inside the element, and the data reads back the same", () => {
    const data = {
      "@type": "Review",
      reviewBody: '</script><script>alert("x")</script><!-- & <img src=x onerror=alert(1)>',
      author: { name: "Анна </SCRIPT>" },
    };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const body = scriptBody(html);
    expect(body).not.toMatch(/[<>&]/);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual(data);
  });
});

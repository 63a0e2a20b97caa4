import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddressImage, UploadImage } from "./upload-image";

/** The attributes of the <img> of the markup (names lower-cased, values unescaped), read as a browser would. */
const attributes = (html: string) => {
  const tag = /<img\s([^>]*?)\/?>/.exec(html)?.[1];
  if (tag === undefined) throw new Error(`no <img>: ${html}`);
  const found = new Map(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [
      (match[1] ?? "").toLowerCase(),
      (match[2] ?? "").replaceAll("&amp;", "&"),
    ]),
  );
  return {
    getAttribute: (name: string) => found.get(name.toLowerCase()) ?? null,
    hasAttribute: (name: string) => found.has(name.toLowerCase()),
  };
};

describe("UploadImage", () => {
  it("gives a photo the webp variants of the four spec widths, cropped to its ratio, loaded lazily", () => {
    const image = attributes(
      renderToStaticMarkup(
        <UploadImage image={{ filename: "blog-a.jpg" }} alt="" width={380} height={214} ratio="16:9" />,
      ),
    );
    expect(image.getAttribute("srcset")).toBe(
      [380, 1533, 2687, 3840].map((w) => `/uploads/blo/g-a/blog-a.jpg?w=${w}&fm=webp&ar=16:9 ${w}w`).join(", "),
    );
    expect(image.getAttribute("src")).toBe("/uploads/blo/g-a/blog-a.jpg?w=1533&fm=webp&ar=16:9");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["380", "214"]);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads a picture above the fold at once and first", () => {
    const image = attributes(
      renderToStaticMarkup(<UploadImage image={{ filename: "c.jpg" }} alt="" width={960} height={540} priority />),
    );
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("srcset")).toContain("/uploads/c/c.jpg?w=380&fm=webp 380w");
  });

  it("gives the site's SVG one source and no srcset (a vector has no width to pick)", () => {
    const image = attributes(
      renderToStaticMarkup(<UploadImage image={{ filename: "scan.svg" }} alt="Скан" width={300} height={420} />),
    );
    expect(image.getAttribute("src")).toBe("/uploads/sca/n/scan.svg");
    expect(image.hasAttribute("srcset")).toBe(false);
  });

  it("renders nothing for a missing picture or an unsafe name", () => {
    expect(renderToStaticMarkup(<UploadImage image={null} alt="" width={1} height={1} />)).toBe("");
    expect(renderToStaticMarkup(<UploadImage image={{ filename: "../x.jpg" }} alt="" width={1} height={1} />)).toBe("");
  });
});

describe("AddressImage", () => {
  it("builds the srcset on an absolute /uploads/ address, and leaves any other address alone", () => {
    const ours = attributes(
      renderToStaticMarkup(
        <AddressImage
          address="https://shuyuan.example/uploads/tea/che/teacher.jpg"
          alt=""
          width={96}
          height={96}
          ratio="1:1"
        />,
      ),
    );
    expect(ours.getAttribute("srcset")).toContain(
      "https://shuyuan.example/uploads/tea/che/teacher.jpg?w=380&fm=webp&ar=1:1 380w",
    );
    const other = attributes(
      renderToStaticMarkup(<AddressImage address="https://cdn.example/p.jpg?s=1" alt="" width={96} height={96} />),
    );
    expect(other.getAttribute("src")).toBe("https://cdn.example/p.jpg?s=1");
    expect(other.hasAttribute("srcset")).toBe(false);
  });
});

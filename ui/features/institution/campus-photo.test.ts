import { describe, expect, it } from "vitest";
import { campusPhoto } from "./campus-photo";

const title = { ru: "Пекинский университет", en: "Peking University", ch: null };

describe("campusPhoto", () => {
  it("gives the 16:9 webp variants at every spec width, the 1533 px one as src, a reserved box and a Russian alt", () => {
    const photo = campusPhoto({ photo: { filename: "campus-3.jpg" }, title });
    expect(photo).toEqual({
      src: "/uploads/cam/pus/-3/campus-3.jpg?w=1533&fm=webp&ar=16:9",
      srcSet: [380, 1533, 2687, 3840]
        .map((width) => `/uploads/cam/pus/-3/campus-3.jpg?w=${width}&fm=webp&ar=16:9 ${width}w`)
        .join(", "),
      sizes: "(min-width: 1024px) 400px, (min-width: 864px) 800px, 100vw",
      alt: "Кампус: Пекинский университет",
      width: 800,
      height: 450,
      fetchPriority: "high",
    });
  });

  it("is null without a photo or with an unsafe name", () => {
    expect(campusPhoto({ photo: null, title })).toBeNull();
    expect(campusPhoto({ photo: { filename: "../etc/passwd" }, title })).toBeNull();
  });
});

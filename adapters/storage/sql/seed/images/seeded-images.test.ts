import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../../../../tests/support/xml-problems";
import { BANNER_SEEDS } from "../content/banners.data";
import { blogCoverName } from "../content/blog/blog-cover-name";
import { BLOG_POST_SEEDS } from "../content/blog/blog-post-seeds";
import { CERTIFICATE_SEEDS } from "../content/certificates.data";
import { DIPLOMA_SEEDS } from "../content/diplomas.data";
import { TEACHER_SEEDS } from "../content/teachers.data";
import { TEAM_MEMBER_SEEDS } from "../content/team-members.data";
import { CAMPUS_PHOTO_COUNT, campusPhotoName } from "./campus-photo-name";
import { seededImages } from "./seeded-images";

const campusPhotos = Array.from({ length: CAMPUS_PHOTO_COUNT }, (_, index) => campusPhotoName(index));

const named = [
  ...campusPhotos,
  ...BANNER_SEEDS.map((banner) => banner.image),
  ...BLOG_POST_SEEDS.map((post) => blogCoverName(post.slug)),
  ...TEAM_MEMBER_SEEDS.map((member) => member.photo),
  ...TEACHER_SEEDS.map((teacher) => teacher.photo),
  ...CERTIFICATE_SEEDS.map((certificate) => certificate.image),
  ...DIPLOMA_SEEDS.map((diploma) => diploma.image),
];

describe("seededImages", () => {
  it("draws exactly the files the content seed names, each once: photos as .jpg, documents as .svg", () => {
    const images = seededImages();
    const names = images.map((image) => image.filename);
    expect([...names].sort()).toEqual([...named].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const image of images) {
      expect(image.filename).toMatch(image.photo === null ? /^[a-z0-9-]+\.svg$/ : /^[a-z0-9-]+\.jpg$/);
    }
  });

  it("makes photographs of the campuses, banners, blog covers and people, and keeps the scans as SVG", () => {
    const photos = new Set(seededImages().flatMap((image) => (image.photo === null ? [] : [image.filename])));
    const expected = [
      ...campusPhotos,
      ...BANNER_SEEDS.map((banner) => banner.image),
      ...BLOG_POST_SEEDS.map((post) => blogCoverName(post.slug)),
      ...TEAM_MEMBER_SEEDS.map((member) => member.photo),
      ...TEACHER_SEEDS.map((teacher) => teacher.photo),
    ];
    expect([...photos].sort()).toEqual([...expected].sort());
    for (const scan of [...CERTIFICATE_SEEDS.map((c) => c.image), ...DIPLOMA_SEEDS.map((d) => d.image)]) {
      expect(photos.has(scan as never)).toBe(false);
    }
  });

  it("gives well-formed, self-contained SVG documents", () => {
    for (const image of seededImages()) {
      expect(xmlProblems(image.svg), image.filename).toEqual([]);
      expect(image.svg, image.filename).not.toMatch(
        /<script|<foreignObject|<image|href=|on[a-z]+=|url\((?!#)|@import/i,
      );
    }
  });

  it("gives the same bytes on every run", () => {
    expect(seededImages()).toEqual(seededImages());
  });

  it("prints the certificate's issuer and date and the graduate's name on the scans", () => {
    const svgOf = (filename: string) => seededImages().find((image) => image.filename === filename)?.svg ?? "";
    const certificate = CERTIFICATE_SEEDS[0];
    const diploma = DIPLOMA_SEEDS[0];
    if (!certificate || !diploma) throw new Error("the seed has certificates and diplomas");
    expect(svgOf(certificate.image)).toContain(certificate.issuedOn.split("-").reverse().join("."));
    expect(svgOf(diploma.image)).toContain(diploma.studentName);
  });
});

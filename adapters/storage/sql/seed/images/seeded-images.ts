import { parseUploadFileName, type UploadFileName } from "../../../../../core/domain/image/upload-file-name";
import { BANNER_SEEDS } from "../content/banners.data";
import { blogCoverName } from "../content/blog/blog-cover-name";
import { BLOG_POST_SEEDS } from "../content/blog/blog-post-seeds";
import { CERTIFICATE_SEEDS } from "../content/certificates.data";
import { DIPLOMA_SEEDS } from "../content/diplomas.data";
import { TEACHER_SEEDS } from "../content/teachers.data";
import { TEAM_MEMBER_SEEDS } from "../content/team-members.data";
import { CAMPUS_PHOTO_SIZE, campusPhotoArt } from "./campus-photo-art";
import { CAMPUS_PHOTO_COUNT, campusPhotoName } from "./campus-photo-name";
import { CITY_PHOTO_SIZE, cityPhotoArt } from "./city-photo-art";
import { documentArt } from "./document-art";
import { splitDocumentTitle } from "./document-title";
import { PORTRAIT_PHOTO_SIZE, portraitPhotoArt } from "./portrait-photo-art";

/** How a drawing becomes a photograph-like JPEG: the drawing's width in its own units and the photo's width in px. */
export type PhotoRendering = Readonly<{ drawingWidth: number; width: number }>;

/**
 * One image the seeded content refers to: an SVG served as it is (documents), or a drawing rendered to a JPEG photo
 * at seed time (`photo`; banners, blog covers, people), which /uploads/ resizes like any uploaded picture (ADR 064).
 */
export type SeededImage = Readonly<{ filename: UploadFileName; svg: string; photo: PhotoRendering | null }>;

/**
 * Widths of the seeded photos: wide banners, blog covers, square portraits, campus views (spec 9 asks for 380 to
 * 3840 px). People are shown at 96 px at most, so 800 px portraits serve every density; a campus photo is at most
 * about 800 px wide on a page, so 1600 px serves a double-density screen; a larger source only costs seed time.
 */
export const SEEDED_PHOTO_WIDTHS = { banner: 3200, cover: 1600, portrait: 800, campus: 1600 } as const;

const image = (filename: string, svg: string, photo: PhotoRendering | null = null): SeededImage => {
  const parsed = parseUploadFileName(filename);
  const extension = photo === null ? ".svg" : ".jpg";
  if (!parsed.ok || !filename.endsWith(extension))
    throw new Error(`Seeded image name is not a safe ${extension} name: ${filename}`);
  return { filename: parsed.value, svg, photo };
};

const cityPhoto = (width: number): PhotoRendering => ({ drawingWidth: CITY_PHOTO_SIZE.width, width });
const portrait: PhotoRendering = { drawingWidth: PORTRAIT_PHOTO_SIZE, width: SEEDED_PHOTO_WIDTHS.portrait };

/** "2026-03-02" -> "02.03.2026". */
const russianDate = (isoDay: string): string => isoDay.split("-").reverse().join(".");

/**
 * Every image file the content seed names, each drawn from the row it illustrates, so the same seed always yields
 * the same bytes: photographs where a visitor expects them (banners and blog covers as city and campus views, team
 * and teacher portraits), SVG for the certificate and diploma scans.
 */
export const seededImages = (): readonly SeededImage[] => [
  ...BANNER_SEEDS.map((banner) =>
    image(banner.image, cityPhotoArt(banner.image, banner.title), cityPhoto(SEEDED_PHOTO_WIDTHS.banner)),
  ),
  ...BLOG_POST_SEEDS.map((post) =>
    image(blogCoverName(post.slug), cityPhotoArt(post.slug, post.title), cityPhoto(SEEDED_PHOTO_WIDTHS.cover)),
  ),
  ...Array.from({ length: CAMPUS_PHOTO_COUNT }, (_, index) =>
    image(campusPhotoName(index), campusPhotoArt(index, "Вид кампуса"), {
      drawingWidth: CAMPUS_PHOTO_SIZE.width,
      width: SEEDED_PHOTO_WIDTHS.campus,
    }),
  ),
  ...TEAM_MEMBER_SEEDS.map((member) => image(member.photo, portraitPhotoArt(member.name), portrait)),
  ...TEACHER_SEEDS.map((teacher) => image(teacher.photo, portraitPhotoArt(teacher.name), portrait)),
  ...CERTIFICATE_SEEDS.map((certificate) => {
    const { heading, rest } = splitDocumentTitle(certificate.title);
    const card = {
      issuer: certificate.issuer,
      heading,
      name: null,
      body: rest,
      footer: russianDate(certificate.issuedOn),
    };
    return image(certificate.image, documentArt(certificate.image, card, certificate.title));
  }),
  ...DIPLOMA_SEEDS.map((diploma) => {
    const { heading, rest } = splitDocumentTitle(diploma.title);
    const issuer = diploma.institution?.titleEn ?? "";
    const card = { issuer, heading, name: diploma.studentName, body: rest, footer: String(diploma.year) };
    return image(diploma.image, documentArt(diploma.image, card, `${diploma.title}: ${diploma.studentName}`));
  }),
];

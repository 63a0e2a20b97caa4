import { parseUploadFileName, type UploadFileName } from "../../../../../core/domain/image/upload-file-name";
import { BANNER_SEEDS } from "../content/banners.data";
import { blogCoverName } from "../content/blog/blog-cover-name";
import { BLOG_POST_SEEDS } from "../content/blog/blog-post-seeds";
import { CERTIFICATE_SEEDS } from "../content/certificates.data";
import { DIPLOMA_SEEDS } from "../content/diplomas.data";
import { TEACHER_SEEDS } from "../content/teachers.data";
import { TEAM_MEMBER_SEEDS } from "../content/team-members.data";
import { avatarArt } from "./avatar-art";
import { bannerArt } from "./banner-art";
import { blogCoverArt } from "./blog-cover-art";
import { documentArt } from "./document-art";
import { splitDocumentTitle } from "./document-title";

/** One image the seeded content refers to, drawn as SVG. */
export type SeededImage = Readonly<{ filename: UploadFileName; svg: string }>;

const image = (filename: string, svg: string): SeededImage => {
  const parsed = parseUploadFileName(filename);
  if (!parsed.ok || !filename.endsWith(".svg"))
    throw new Error(`Seeded image name is not a safe .svg name: ${filename}`);
  return { filename: parsed.value, svg };
};

/** "2026-03-02" -> "02.03.2026". */
const russianDate = (isoDay: string): string => isoDay.split("-").reverse().join(".");

/**
 * Every image file the content seed names (banners, blog covers, team and teacher portraits, certificate and
 * diploma scans), each drawn from the row it illustrates, so the same seed always yields the same bytes.
 */
export const seededImages = (): readonly SeededImage[] => [
  ...BANNER_SEEDS.map((banner) => image(banner.image, bannerArt(banner.image, banner.title))),
  ...BLOG_POST_SEEDS.map((post) => image(blogCoverName(post.slug), blogCoverArt(post.slug, post.title))),
  ...TEAM_MEMBER_SEEDS.map((member) => image(member.photo, avatarArt(member.name))),
  ...TEACHER_SEEDS.map((teacher) => image(teacher.photo, avatarArt(teacher.name))),
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

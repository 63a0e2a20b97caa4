import type { Teacher } from "../../domain/content/teacher";
import { parseUploadFileName } from "../../domain/image/upload-file-name";
import { uploadUrl } from "../../domain/image/upload-url";
import type { ContentRepository } from "../../ports/content-repository.port";

export type ListTeachersDeps = { readonly content: ContentRepository };

/**
 * GET /api/teacher: every teacher. The endpoint is the provider's public one, read by absolute URL, so a photo
 * becomes the absolute address of its upload on `origin` ("https://host/uploads/tea/che/.../teacher.jpg");
 * an unsafe file name gives no photo.
 */
export const listTeachers = async ({ content }: ListTeachersDeps, origin: string): Promise<readonly Teacher[]> => {
  const teachers = await content.teachers();
  return teachers.map((teacher) => {
    const name = teacher.photo === null ? null : parseUploadFileName(teacher.photo);
    return { ...teacher, photo: name?.ok ? `${origin}${uploadUrl(name.value)}` : null };
  });
};

import { MAX_AVATAR_BYTES } from "../../../core/domain/image/avatar-upload-check";
import { userSchema } from "../../../core/domain/user/user";
import { AVATAR_MESSAGES as M } from "./avatar-messages";
import { singleFile } from "./single-file";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/**
 * The `avatar` entries of the multipart form (one, or a list when repeated): exactly one non-empty file of at most
 * 5 MB. Whether it is an image is decided from its bytes by the use case, never from its name or declared type.
 */
const avatarFile = singleFile(MAX_AVATAR_BYTES, { oneFile: M.oneFile, missing: M.missing, tooLarge: M.tooLarge });

/** Multipart: the new avatar as `avatar` (JPEG, PNG or WebP by content, at most 5 MB). */
export const avatarUploadBodySchema = z.object({ avatar: avatarFile });

/** The avatar upload and its removal (ADR 047). */
export const AVATAR_ROUTES = {
  uploadAvatar: defineRoute({
    method: "post",
    path: "/api/auth/me/avatar",
    summary:
      "Загрузить фотографию профиля (multipart/form-data, поле avatar: JPG, PNG или WebP до 5 МБ); сохраняется как квадратный WebP 380 px без метаданных",
    tag: "auth",
    auth: "required",
    request: { body: avatarUploadBodySchema, encoding: "multipart" },
    responses: { 200: userSchema, ...errorResponses(401, 406, 422, 500) },
  }),
  removeAvatar: defineRoute({
    method: "post",
    path: "/api/auth/me/avatar/delete",
    summary: "Удалить фотографию профиля (файл тоже удаляется); без фотографии ничего не меняется",
    tag: "auth",
    auth: "required",
    request: {},
    responses: { 200: userSchema, ...errorResponses(401, 406, 500) },
  }),
} as const;

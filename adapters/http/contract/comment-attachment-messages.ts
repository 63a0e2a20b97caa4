import { AVATAR_MESSAGES } from "./avatar-messages";

/**
 * Russian messages of a comment's picture upload (ADR 061), each shown at the `image` field: the avatar's words
 * (the same checks refuse the same files), with the comment's own size limit.
 */
export const COMMENT_ATTACHMENT_MESSAGES = {
  missing: AVATAR_MESSAGES.missing,
  oneFile: AVATAR_MESSAGES.oneFile,
  tooLarge: "Файл слишком большой: изображение должно быть не больше 8 МБ.",
  notAnImage: AVATAR_MESSAGES.notAnImage,
  gif: AVATAR_MESSAGES.gif,
  undecodable: AVATAR_MESSAGES.undecodable,
} as const;

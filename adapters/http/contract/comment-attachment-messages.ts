/** Russian messages of a comment's picture upload (ADR 061), each shown at the `image` field. */
export const COMMENT_ATTACHMENT_MESSAGES = {
  missing: "Выберите файл с изображением.",
  oneFile: "К комментарию можно прикрепить только одно изображение.",
  tooLarge: "Файл слишком большой: изображение должно быть не больше 8 МБ.",
  notAnImage: "Файл не является изображением. Прикрепите картинку в формате JPG, PNG или WebP.",
  gif: "Формат GIF не подходит. Прикрепите картинку в формате JPG, PNG или WebP.",
  undecodable:
    "Не удалось прочитать изображение: файл повреждён. Прикрепите другую картинку в формате JPG, PNG или WebP.",
} as const;

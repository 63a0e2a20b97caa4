/** Russian messages of the avatar upload, each shown at the `avatar` field. */
export const AVATAR_MESSAGES = {
  missing: "Выберите файл с изображением.",
  oneFile: "Выберите один файл.",
  tooLarge: "Файл слишком большой: изображение должно быть не больше 5 МБ.",
  notAnImage: "Файл не является изображением. Загрузите фотографию в формате JPG, PNG или WebP.",
  gif: "Формат GIF не подходит. Загрузите фотографию в формате JPG, PNG или WebP.",
  undecodable:
    "Не удалось прочитать изображение: файл повреждён. Загрузите другую фотографию в формате JPG, PNG или WebP.",
  saved: "Фотография профиля обновлена.",
} as const;

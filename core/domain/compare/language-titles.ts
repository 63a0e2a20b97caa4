/** Titles of languages, each once (by id), in the order first met. */
export const languageTitles = (languages: readonly { readonly id: number; readonly title: string }[]): string[] => {
  const seen = new Map<number, string>();
  for (const language of languages) if (!seen.has(language.id)) seen.set(language.id, language.title);
  return [...seen.values()];
};

const ADJECTIVE = /(ое|ый|ий|ая|ые)$/u;

/**
 * A document's title split into the heading printed large and the rest that follows it: the first word
 * ("Сертификат официального партнёра…" -> "Сертификат" + "официального партнёра…"), or the first two when the first
 * is an adjective ("Благодарственное письмо за вклад…" -> "Благодарственное письмо" + "за вклад…").
 */
export const splitDocumentTitle = (title: string): Readonly<{ heading: string; rest: string }> => {
  const words = title
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== "");
  const take = words.length > 1 && ADJECTIVE.test(words[0] ?? "") ? 2 : 1;
  return { heading: words.slice(0, take).join(" "), rest: words.slice(take).join(" ") };
};

/**
 * A `tel:` link for a phone number as editors type it ("8 800 350-27-14", "+7 (495) 120-48-36"): the digits, with
 * the leading plus kept. Null when the text holds no digit, so no dead link is rendered.
 */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, "");
  if (digits === "") return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
};

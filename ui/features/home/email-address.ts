const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail address an editor's contact field holds (trimmed), or null when the text is not one. */
export const emailAddress = (text: string): string | null => {
  const value = text.trim();
  return EMAIL.test(value) ? value : null;
};

/** The ways to reach the person behind a lead, as the console lists them; blank when the form did not ask. */
export type LeadContacts = Readonly<{ name: string; phone: string; email: string }>;

const textAt = (fields: Readonly<Record<string, unknown>>, key: string): string => {
  const value = fields[key];
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The contacts among a form's fields (spec 7: `name`, `phone`, `email` at the top level of every form that has
 * them); anything else, or a value that is not text, is not a contact.
 */
export const leadContacts = (fields: Readonly<Record<string, unknown>>): LeadContacts => ({
  name: textAt(fields, "name"),
  phone: textAt(fields, "phone"),
  email: textAt(fields, "email"),
});

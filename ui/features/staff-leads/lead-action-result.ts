/** What the leads page's action answers for one lead's form: which lead and form, and how it went. */
export type LeadActionResult = Readonly<{
  lead_id: number;
  form: "handle" | "convert";
  ok: boolean;
  message: string;
  fields: Readonly<Record<string, string>>;
}>;

/** A note staff keep on an application: never shown to its applicant (ADR 057). */
export type StaffNote = {
  readonly id: number;
  readonly booking_id: number;
  /** The staff member who wrote it. */
  readonly author_user_id: number;
  readonly text: string;
  readonly created_at: Date;
};

export type NewStaffNote = Omit<StaffNote, "id">;

/** A page of an application's notes, newest first. */
export type StaffNotesPage = { readonly notes: readonly StaffNote[]; readonly total: number };

/** The staff's notes on applications (table staff_notes). */
export interface StaffNotes {
  add(note: NewStaffNote): Promise<StaffNote>;
  /** One application's notes, newest first (the later id first at the same time), paged. */
  list(booking_id: number, page: { readonly page: number; readonly per_page: number }): Promise<StaffNotesPage>;
}

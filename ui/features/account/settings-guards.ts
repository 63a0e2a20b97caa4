/** The guards of the personal area (spec 6: only-authorized): the settings layout and each section run them. */
export const SETTINGS_GUARDS = ["only-authorized"] as const;

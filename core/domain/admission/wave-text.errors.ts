/** Why no wave text can be shown; the UI hides the line in every case. */
export type WaveTextError =
  | { readonly _tag: "CurrentOutOfRange"; readonly current: number | null }
  | { readonly _tag: "WaveMissing"; readonly current: number; readonly index: number }
  | { readonly _tag: "LabelMissing"; readonly current: number; readonly index: number }
  | {
      readonly _tag: "DateMissing";
      readonly current: number;
      readonly index: number;
      readonly field: "date_from_str" | "date_to_str";
    };

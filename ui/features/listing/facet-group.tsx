import { type ChangeEvent, useState } from "react";

export type FacetOption = { readonly value: string; readonly label: string; readonly count?: number };

const countFormat = new Intl.NumberFormat("ru-RU");

/**
 * A group of checkboxes sharing one field name (a comma list once submitted), folded when nothing in it is chosen.
 * Counts are the institutions each value would select with the other choices kept.
 */
export function FacetGroup({
  legend,
  name,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly FacetOption[];
  chosen: ReadonlySet<string>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const chosenCount = options.filter((option) => chosen.has(option.value)).length;
  // Open at first when something is chosen; afterwards only the visitor folds it (never under their focus).
  const [initiallyOpen] = useState(chosenCount > 0);
  if (options.length === 0) return null;
  return (
    <details className="facet-group" open={initiallyOpen}>
      <summary className="facet-group__summary">
        {legend}
        {chosenCount > 0 ? <span className="facet-group__chosen"> (выбрано: {chosenCount})</span> : null}
      </summary>
      <fieldset className="facet-group__fieldset">
        <legend className="visually-hidden">{legend}</legend>
        <ul className="facet-group__options">
          {options.map((option) => {
            const id = `facet-${name}-${option.value}`;
            return (
              <li key={option.value}>
                <input
                  type="checkbox"
                  id={id}
                  name={name}
                  value={option.value}
                  checked={chosen.has(option.value)}
                  onChange={onChange}
                />
                <label htmlFor={id}>
                  {option.label}
                  {option.count === undefined ? null : (
                    <span className="facet-group__count">{` (${countFormat.format(option.count)})`}</span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}

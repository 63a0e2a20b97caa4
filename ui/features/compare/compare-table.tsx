import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { CompareCell } from "../../../core/domain/compare/compare-column";
import type { ShortlistKind, ShortlistRef } from "../../../core/domain/compare/shortlist-item";
import { TableScroll } from "../../components/table-scroll";
import { HskReadiness } from "../hsk/hsk-readiness";
import { ComparePrice } from "./compare-price";
import { admissionText, grantsText, hskRequirementText, languagesText, rankText } from "./compare-texts";

const CAPTIONS: Readonly<Record<ShortlistKind, string>> = {
  institution: "Учебные заведения",
  degree_program: "Программы обучения",
};

const UNAVAILABLE = "Больше не опубликовано";

type Row = { readonly label: string; readonly cell: (cell: CompareCell) => ReactNode };

const fact =
  (show: (column: Extract<CompareCell, { _tag: "Column" }>["column"]) => ReactNode) =>
  (cell: CompareCell): ReactNode =>
    cell._tag === "Column" ? show(cell.column) : "—";

const ROWS: readonly Row[] = [
  { label: "Стоимость", cell: fact((c) => <ComparePrice column={c} />) },
  { label: "Рейтинг", cell: fact((c) => rankText(c.facts.rank)) },
  { label: "Гранты и стипендии", cell: fact((c) => grantsText(c.facts.grantKinds)) },
  { label: "Языки обучения", cell: fact((c) => languagesText(c.facts.languages)) },
  { label: "Ближайший срок", cell: fact((c) => admissionText(c.facts.nextAdmission)) },
  {
    label: "Уровень HSK",
    cell: fact((c) => (
      <>
        {hskRequirementText(c.facts.hsk)}
        <HskReadiness requiredLevel={c.facts.hsk?.min ?? null} compact />
      </>
    )),
  },
];

const nameOf = (cell: CompareCell): string => (cell._tag === "Column" ? cell.column.title : UNAVAILABLE);
const refOf = (cell: CompareCell): ShortlistRef => (cell._tag === "Column" ? cell.column.ref : cell.ref);

/**
 * One kind's comparison: a real table, one column per item (its name is the column header), one row per fact
 * (row headers), and a last row of remove buttons. The remove form posts to the page, so it also works without
 * JavaScript for a signed-in user; with JavaScript `onRemove` handles it in place.
 */
export function CompareTable({
  kind,
  cells,
  onRemove,
}: {
  kind: ShortlistKind;
  cells: readonly CompareCell[];
  onRemove: (ref: ShortlistRef) => void;
}) {
  const captionId = `compare-caption-${kind}`;
  const submit = (ref: ShortlistRef) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRemove(ref);
  };
  return (
    <section className="compare-page__section">
      <TableScroll className="compare-table-wrap" label={{ id: captionId }}>
        <table className="compare-table">
          <caption id={captionId}>{CAPTIONS[kind]}</caption>
          <thead>
            <tr>
              <td />
              {cells.map((cell) => (
                <th key={`${refOf(cell).kind}-${refOf(cell).id}`} scope="col">
                  {cell._tag === "Column" ? <Link to={cell.column.href}>{cell.column.title}</Link> : UNAVAILABLE}
                  {cell._tag === "Column" && cell.column.institutionTitle !== null ? (
                    <span className="compare-table__institution">{cell.column.institutionTitle}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {cells.map((cell) => (
                  <td key={`${refOf(cell).kind}-${refOf(cell).id}`}>{row.cell(cell)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Убрать из сравнения</th>
              {cells.map((cell) => {
                const ref = refOf(cell);
                return (
                  <td key={`${ref.kind}-${ref.id}`}>
                    <form method="post" onSubmit={submit(ref)}>
                      <input type="hidden" name="kind" value={ref.kind} />
                      <input type="hidden" name="id" value={String(ref.id)} />
                      <button type="submit" className="compare-remove" aria-label={`Убрать: ${nameOf(cell)}`}>
                        Убрать
                      </button>
                    </form>
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

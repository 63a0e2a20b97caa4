import { useQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { compareColumn } from "../../../core/domain/compare/compare-column";
import {
  institutionIdOf,
  SHORTLIST_KINDS,
  type Shortlist,
  type ShortlistRef,
} from "../../../core/domain/compare/shortlist-item";
import { hrefFor } from "../../../core/domain/route/href-for";
import { useApi, useServices } from "../../app/services";
import { HskLevelPicker } from "../hsk/hsk-level-picker";
import { compareInstitutionQuery } from "./compare.queries";
import { CompareTable } from "./compare-table";
import { noticeText } from "./compare-texts";
import { useShortlist } from "./use-shortlist";
import { useState } from "react";

const CATALOGUE = hrefFor({ screen: "institutions-listing", params: { type: "catalog" } });

function Loading({ visitor }: { visitor: boolean }) {
  return (
    <>
      <p role="status">Загрузка…</p>
      {visitor ? (
        <noscript>
          <p>Список сравнения хранится в вашем браузере: чтобы его увидеть, включите JavaScript.</p>
        </noscript>
      ) : null}
    </>
  );
}

function Empty() {
  return (
    <div className="compare-empty">
      <p>В сравнении пока ничего нет. Добавьте учебные заведения или программы кнопкой «Сравнить» в каталоге.</p>
      <p>
        <Link to={CATALOGUE}>Перейти в каталог</Link>
      </p>
    </div>
  );
}

function Tables({ items, onRemove }: { items: Shortlist; onRemove: (ref: ShortlistRef) => void }) {
  const api = useApi();
  const now = useServices().now();
  const ids = [...new Set(items.map(institutionIdOf))];
  const answers = useQueries({ queries: ids.map((id) => compareInstitutionQuery(api, id)) });
  if (answers.some((answer) => answer.isPending)) return <Loading visitor={false} />;
  const institutionOf = (id: number) => answers[ids.indexOf(id)]?.data ?? null;
  return SHORTLIST_KINDS.map((kind) => {
    const cells = items
      .filter((item) => item.kind === kind)
      .map((item) => compareColumn(item, institutionOf(institutionIdOf(item)), now));
    return cells.length === 0 ? null : <CompareTable key={kind} kind={kind} cells={cells} onRemove={onRemove} />;
  });
}

/** The comparison: the visitor's HSK level, then a table per kind of shortlisted item, or the empty state. */
export function CompareView() {
  const shortlist = useShortlist();
  const [notice, setNotice] = useState<string | null>(null);
  const onRemove = (ref: ShortlistRef) => {
    void shortlist.remove(ref).then((outcome) => setNotice(outcome === null ? null : noticeText(outcome)));
  };
  const body = shortlist.failed ? (
    <p role="alert">Не удалось загрузить список сравнения. Обновите страницу.</p>
  ) : shortlist.items === null ? (
    <Loading visitor={!shortlist.signedIn} />
  ) : shortlist.items.length === 0 ? (
    <Empty />
  ) : (
    <Tables items={shortlist.items} onRemove={onRemove} />
  );
  return (
    <>
      <HskLevelPicker id="compare-hsk-level" />
      <p className="compare-page__notice" role="status">
        {notice}
      </p>
      {body}
    </>
  );
}

import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { ApiClient } from "../../../adapters/http/api-client/api-client";
import type { Shortlist, ShortlistItem, ShortlistRef } from "../../../core/domain/compare/shortlist-item";
import { mergeShortlists } from "../../../core/domain/compare/shortlist-merge";
import { removeFromShortlist } from "../../../core/domain/compare/shortlist-remove";
import { toggleInShortlist } from "../../../core/domain/compare/shortlist-toggle";
import type { ShortlistError } from "../../../core/domain/compare/shortlist.errors";
import { ok, type Result } from "../../../core/domain/shared/result";
import { useApi } from "../../app/services";
import { useUserSession } from "../../session/user-session";
import { shortlistQuery } from "./compare.queries";
import { localShortlist } from "./local-shortlist";

/** Why a change did not happen: the rules refused it, or the server did not save it. */
export type ShortlistNotice = ShortlistError | { readonly _tag: "SaveFailed" };

type Change = (list: Shortlist) => Result<Shortlist, ShortlistError>;

export type ShortlistState = {
  /** The list; null while it is not known yet (before hydration, or while the account's list loads). */
  readonly items: Shortlist | null;
  readonly signedIn: boolean;
  /** The account's list could not be loaded. */
  readonly failed: boolean;
  toggle(item: ShortlistItem): Promise<ShortlistNotice | null>;
  remove(ref: ShortlistRef): Promise<ShortlistNotice | null>;
};

/** Changes of the account's list go out one after another, each from the list the previous one left. */
let serverQueue: Promise<unknown> = Promise.resolve();

const changeOnServer = (api: ApiClient, client: QueryClient, change: Change): Promise<ShortlistNotice | null> => {
  const run = async (): Promise<ShortlistNotice | null> => {
    const current = await client.ensureQueryData(shortlistQuery(api));
    if (current === null) return { _tag: "SaveFailed" };
    const next = change(current);
    if (!next.ok) return next.error;
    client.setQueryData(shortlistQuery(api).queryKey, next.value);
    const saved = await api.shortlist.put(next.value);
    if (saved._tag === "Saved") {
      client.setQueryData(shortlistQuery(api).queryKey, saved.items);
      return null;
    }
    client.setQueryData(shortlistQuery(api).queryKey, current);
    return { _tag: "SaveFailed" };
  };
  const result = serverQueue.then(run, run);
  serverQueue = result.catch(() => null);
  return result.catch((): ShortlistNotice => ({ _tag: "SaveFailed" }));
};

const changeLocally = async (change: Change): Promise<ShortlistNotice | null> => {
  let refused: ShortlistError | null = null;
  await localShortlist.update((current) => {
    const next = change(current);
    if (next.ok) return next.value;
    refused = next.error;
    return current;
  });
  return refused;
};

let merging: Promise<void> | null = null;

/** After login: the visitor's local list joins the account's list once, then the local copy is cleared. */
const mergeLocalIntoAccount = (api: ApiClient, client: QueryClient): Promise<void> =>
  (merging ??= (async () => {
    const local = await localShortlist.read();
    if (local.length === 0) return;
    const outcome = await changeOnServer(api, client, (server) => ok(mergeShortlists(server, local).items));
    if (outcome === null) await localShortlist.update(() => []);
  })().finally(() => {
    merging = null;
  }));

/** The shortlist of whoever is looking: the account's list for a signed-in user, this browser's for a visitor. */
export function useShortlist(): ShortlistState {
  const api = useApi();
  const client = useQueryClient();
  const signedIn = useUserSession().loggedIn;
  const local = useSyncExternalStore(
    localShortlist.subscribe,
    localShortlist.getSnapshot,
    localShortlist.getServerSnapshot,
  );
  const server = useQuery({ ...shortlistQuery(api), enabled: signedIn });
  const serverLoaded = signedIn && server.data !== undefined && server.data !== null;

  useEffect(() => {
    if (serverLoaded) void mergeLocalIntoAccount(api, client);
  }, [serverLoaded, api, client]);

  const apply = useCallback(
    (change: Change) => (signedIn ? changeOnServer(api, client, change) : changeLocally(change)),
    [signedIn, api, client],
  );
  return {
    items: signedIn ? (server.data ?? null) : local,
    signedIn,
    failed: signedIn && (server.isError || server.data === null),
    toggle: (item) => apply((list) => toggleInShortlist(list, item)),
    remove: (ref) => apply((list) => ok(removeFromShortlist(list, ref))),
  };
}

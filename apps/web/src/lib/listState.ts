import { useDebouncedValue } from "@mantine/hooks";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListStateOptions {
  /** Keep the page number (a change that does not change what is listed). */
  keepPage?: boolean;
  /** A new history entry instead of replacing the current one: opening a dialog, so Back closes it. */
  push?: boolean;
}

/**
 * A list's state kept in the URL (the route's `validateSearch`, schemas in core's
 * `lists/`): reload, back/forward and a shared link restore the same view.
 *
 *   const [search, setSearch] = useListState(assetsRoute);
 *   setSearch({ status: "active" });            // any change of what is listed → page 1
 *   setSearch({ page: 3 }, { keepPage: true });
 *
 * Updates replace the current history entry (typing does not fill the back button);
 * leaving the list and coming back restores it.
 */
export function useListState<Search extends Record<string, unknown>>(route: {
  fullPath: string;
  useSearch: () => Search;
}): [Search, (patch: Partial<Search>, options?: ListStateOptions) => void] {
  const search = route.useSearch();
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: Partial<Search>, { keepPage = false, push = false }: ListStateOptions = {}) =>
      void navigate({
        to: route.fullPath,
        search: (previous: Record<string, unknown>) =>
          withoutEmpty({ ...previous, ...(keepPage || "page" in patch ? {} : { page: undefined }), ...patch }),
        replace: !push,
      } as never),
    [navigate, route.fullPath],
  );
  return [search, setSearch];
}

/**
 * The search box of a list whose term lives in the URL: the input answers every keystroke,
 * the URL (and so the request) changes 300 ms after the last one, and a URL change from
 * outside (back/forward) refills the box.
 */
export function useSearchBox(value: string | undefined, commit: (next: string | undefined) => void) {
  const [text, setText] = useState(value ?? "");
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const committed = useRef(value ?? "");
  useEffect(() => {
    // The URL changed without typing (back/forward, a link): show its term.
    if ((value ?? "") !== committed.current) {
      committed.current = value ?? "";
      setText(value ?? "");
    }
  }, [value]);
  useEffect(() => {
    if (debounced !== committed.current) {
      committed.current = debounced;
      commit(debounced || undefined);
    }
  }, [debounced, commit]);
  return {
    value: text,
    onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
    /** The term the list shows now (after the debounce). */
    term: debounced,
  };
}

function withoutEmpty(search: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[key] = value;
  }
  return result;
}

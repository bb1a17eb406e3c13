import type { SubmitContextInput } from "@stockroom/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { getQueryKey } from "@trpc/react-query";
import { useState } from "react";
import type { SubmitSearch } from "../features/forms/submitSearch";
import { trpcClient } from "../queryClient";
import { type RouterOutputs, retryUnlessNotFound, trpc } from "../trpc";

type SubmitContext = RouterOutputs["forms"]["submitContext"];
/** How a screen asks for its `forms.submitContext` (the phone: with its offline copy). */
export type SubmitContextFetch = (input: SubmitContextInput, signal: AbortSignal) => Promise<SubmitContext>;
const fromServer: SubmitContextFetch = (input, signal) => trpcClient.forms.submitContext.query(input, { signal });

declare module "@tanstack/history" {
  interface HistoryState {
    /** Spec 02 §2 submit navigation state. */
    assetId?: string;
    assetName?: string;
    assetTypeId?: string;
    formType?: string;
    forceNewEntry?: boolean;
    prefillData?: Record<string, unknown>;
    /** The type's formulas as the caller knew them; the server reads its own copy. */
    calculationFormulas?: unknown;
    /** Spec 01 §2: a visit that came from the mobile QR page (also `?fromMobileQR=true`). */
    fromMobileQR?: boolean;
    /** Spec 01 §2: the mobile QR page hands its (PIN) session to /forms/submit/{id}. */
    authSession?: unknown;
  }
}

/**
 * What both submit screens (the admin page and the phone's count screen) start from: the
 * asset, purpose and action of the visit — the query string first, then the navigation state
 * of spec 02 §2, then an asset chosen on the page — and the one `forms.submitContext` call
 * that loads the form for them (`fetchContext`: the phone keeps a copy for use offline). `setAction` switches between this month's entry and a new
 * one ('Create New Entry Instead' / 'Edit Existing Entry Instead') in the URL.
 */
export function useSubmitContext(id: string, search: SubmitSearch, fetchContext: SubmitContextFetch = fromServer) {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  const [chosenAsset, chooseAsset] = useState<string | null>(null);
  const assetId = search.asset_id ?? state.assetId ?? chosenAsset ?? null;
  const type = search.type ?? state.formType;
  const action = search.action ?? (state.forceNewEntry ? "new" : undefined);
  const input: SubmitContextInput = { formId: id, assetId, type: type ?? null, action: action ?? null };
  // The same cache entry as trpc.forms.submitContext.useQuery(input): invalidate() reaches it.
  const query = useQuery({
    queryKey: getQueryKey(trpc.forms.submitContext, input, "query"),
    queryFn: ({ signal }) => fetchContext(input, signal),
    retry: retryUnlessNotFound,
  });
  const setAction = (next: string | undefined) =>
    void navigate({
      to: "/forms/submit/$id",
      params: { id },
      search: { ...search, ...(assetId ? { asset_id: assetId } : {}), action: next },
      replace: true,
    });
  return { query, assetId, type, action, chosenAsset, chooseAsset, setAction, prefill: state.prefillData };
}

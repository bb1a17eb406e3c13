import type { MobileAssetRef, SubmitContextInput } from "@stockroom/core";
import { getQueryKey } from "@trpc/react-query";
import { EARLY_ANSWER } from "../../earlyAnswers";
import { earlyAnswer } from "../../lib/earlyAnswer";
import { queryClient, trpcClient } from "../../queryClient";
import { type RouterOutputs, trpc } from "../../trpc";
import { answerOrKept, forgetAnswers, keepAnswer, keepForCurrentSession } from "./offlineAnswers";

export type PhonePageAnswer = RouterOutputs["mobile"]["page"];
export type SubmitContextAnswer = RouterOutputs["forms"]["submitContext"];

/** The same cache key as `trpc.mobile.page.useQuery(ref)`. */
export const phonePageKey = (ref: MobileAssetRef) => getQueryKey(trpc.mobile.page, ref, "query");
export const submitContextKey = (input: SubmitContextInput) => getQueryKey(trpc.forms.submitContext, input, "query");

const pageKey = (ref: MobileAssetRef) => `mobile.page:${JSON.stringify(ref)}`;

/** Keeps an options answer for its session; the PIN state (no session for this asset) drops the phone's copy. */
export function keepPhonePage(ref: MobileAssetRef, answer: PhonePageAnswer): Promise<void> {
  if (answer.state !== "options") return forgetAnswers();
  const kept = keepAnswer(pageKey(ref), answer.session, answer);
  // A /qr/{code} answer also opens the asset's own page (/mobile/asset/{id}: 'Done', a reload).
  return "code" in ref
    ? kept.then(() => keepAnswer(pageKey({ assetId: answer.assetId }), answer.session, answer))
    : kept;
}

/**
 * A phone page's answer (`mobile.page`: the PIN state or the options): the server's, or
 * without a connection the copy this phone kept for its session. `first` is the answer the
 * page's first script already asked for (lib/earlyAnswer.ts), when there is one.
 */
export function phonePageAnswer(ref: MobileAssetRef, signal?: AbortSignal, first?: boolean): Promise<PhonePageAnswer> {
  return answerOrKept(
    pageKey(ref),
    async () => {
      const early = first ? await earlyAnswer<PhonePageAnswer>(EARLY_ANSWER.phonePage) : null;
      return early ? early.value : trpcClient.mobile.page.query(ref, { signal });
    },
    (_key, answer) => keepPhonePage(ref, answer),
  );
}

/** The phone page being opened, asked for before the first render (phone.html's first script has usually asked already). */
export function prefetchPhonePageAnswer(ref: MobileAssetRef): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: phonePageKey(ref),
    queryFn: ({ signal }) => phonePageAnswer(ref, signal, true),
    networkMode: "always",
  });
}

/** The count screen's answer (`forms.submitContext`), or without a connection the copy kept for this session. */
export function submitContextAnswer(input: SubmitContextInput, signal?: AbortSignal): Promise<SubmitContextAnswer> {
  return answerOrKept(
    `forms.submitContext:${JSON.stringify(input)}`,
    () => trpcClient.forms.submitContext.query(input, { signal }),
    keepForCurrentSession,
  );
}

import { useDebouncedValue } from "@mantine/hooks";
import {
  NAME_AVAILABLE_MESSAGE,
  NAME_CHECK_DEBOUNCE_MS,
  NAME_VALIDATION_FAILED_MESSAGE,
  type NameCheckState,
} from "@stockroom/core";
import { trpc } from "../../trpc";

export interface NameCheck {
  state: NameCheckState;
  message: string | null;
}

/**
 * The as-you-type name check (spec 02 §5): 300 ms after the last keystroke the server
 * says whether the name is free among the organization's active types. While the user is
 * typing or the answer is on its way the state is 'checking' (saving is blocked).
 */
export function useAssetTypeNameCheck(
  name: string,
  opts: { excludeId?: string | undefined; enabled?: boolean } = {},
): NameCheck {
  const trimmed = name.trim();
  const [debounced] = useDebouncedValue(trimmed, NAME_CHECK_DEBOUNCE_MS);
  const enabled = (opts.enabled ?? true) && debounced !== "";
  const query = trpc.assetTypes.checkName.useQuery(
    { name: debounced, excludeId: opts.excludeId ?? null },
    { enabled, staleTime: 0, gcTime: 30_000, retry: false },
  );
  if (!(opts.enabled ?? true) || trimmed === "") return { state: "idle", message: null };
  if (trimmed !== debounced || query.isFetching || query.isPending) return { state: "checking", message: null };
  if (query.isError) return { state: "invalid", message: NAME_VALIDATION_FAILED_MESSAGE };
  const answer = query.data;
  if (!answer) return { state: "checking", message: null };
  return answer.available
    ? { state: "valid", message: NAME_AVAILABLE_MESSAGE }
    : { state: "invalid", message: answer.message };
}

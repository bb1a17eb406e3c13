import { QueryClient } from "@tanstack/react-query";
import { createTrpcClient, createTrpcUtils } from "./trpc";

/** One cache per page load: server state lives here, client state in jotai (src/state). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
    },
    mutations: {
      retry: false,
    },
  },
});

export const trpcClient = createTrpcClient();

/** The tRPC helpers on the same cache, for code that runs outside components. */
export const trpcUtils = createTrpcUtils(queryClient, trpcClient);

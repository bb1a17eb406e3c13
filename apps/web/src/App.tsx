import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { AuthGate } from "./features/auth/AuthGate";
import { GlobalErrorScreen } from "./features/errors/GlobalErrorScreen";
import { AppThemeProvider } from "./features/settings/AppThemeProvider";
import { queryClient, trpcClient } from "./queryClient";
import { router } from "./router";
import { theme } from "./theme";
import { trpc } from "./trpc";
import { ErrorBoundary } from "./ui/ErrorBoundary";

/** Spec 01 §4/§9: up to 3 toasts visible, 4 seconds each, 356px wide. */
const TOAST_LIMIT = 3;
const TOAST_DURATION_MS = 4000;
const TOAST_WIDTH_PX = 356;

export function App() {
  return (
    <AppThemeProvider base={theme}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} containerWidth={TOAST_WIDTH_PX} />
      <ErrorBoundary fallback={({ error }) => <GlobalErrorScreen error={error} />}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <AuthGate>
                <RouterProvider router={router} />
              </AuthGate>
            </ModalsProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </AppThemeProvider>
  );
}

import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { AUTHENTICATING_LABEL, canSubmitMobilePin, sanitizePinInput } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";

export type MobileOpened = RouterOutputs["mobile"]["authenticate"];

/**
 * Spec 01 "Mobile QR page", pin state: a 4-digit password-type numeric input (digits
 * only), Authenticate (disabled unless 4 digits or while busy: "Authenticating..."),
 * and "Use full login instead" to /login. The error text is the server's.
 */
export function PinStep({ assetId, onOpened }: { assetId: string; onOpened: (data: MobileOpened) => void }) {
  const [pin, setPin] = useState("");
  const authenticate = trpc.mobile.authenticate.useMutation();
  const busy = authenticate.isPending;
  const submit = async () => {
    if (!canSubmitMobilePin(pin, busy)) return;
    try {
      onOpened(await authenticate.mutateAsync({ assetId, pin }));
    } catch {
      setPin("");
    }
  };
  const navigate = useNavigate();
  const returnUrl = typeof window === "undefined" ? "/" : window.location.pathname;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Enter your PIN
      </Title>
      <Text c="dimmed" size="sm">
        Enter your 4-digit quick access PIN to continue.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="PIN"
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={4}
            value={pin}
            onChange={(e) => setPin(sanitizePinInput(e.currentTarget.value))}
            disabled={busy}
            size="lg"
            styles={{ input: { letterSpacing: "0.5em", textAlign: "center" } }}
            data-testid="mobile-pin"
            autoFocus
          />
          {authenticate.isError ? (
            <Alert color="red" role="alert" data-testid="pin-error">
              {errorMessage(authenticate.error, "Authentication failed")}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" disabled={!canSubmitMobilePin(pin, busy)} data-testid="pin-submit">
            {busy ? AUTHENTICATING_LABEL : "Authenticate"}
          </Button>
          <Button variant="subtle" size="md" onClick={() => void navigate({ to: "/login", search: { returnUrl } })}>
            Use full login instead
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

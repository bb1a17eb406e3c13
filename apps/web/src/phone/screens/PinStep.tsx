import { Trans, useLingui } from "@lingui/react/macro";
import { canSubmitMobilePin, type MobileAssetRef, sanitizePinInput } from "@stockroom/core";
import { useEffect, useRef, useState } from "react";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { Alert, Button, Dimmed, Field, Stack, Title } from "../ui";

export type MobileOpened = RouterOutputs["mobile"]["authenticate"];

/** Full login, back to this phone page afterwards (a full page load: /login is the admin app's). */
export function fullLogin() {
  window.location.assign(`/login?returnUrl=${encodeURIComponent(window.location.pathname)}`);
}

/**
 * Spec 01 "Mobile QR page", pin state: a 4-digit password-type numeric input (digits
 * only), Authenticate (disabled unless 4 digits or while busy: "Authenticating..."),
 * and "Use full login instead" to /login. The error text is the server's.
 */
export function PinStep({ assetRef, onOpened }: { assetRef: MobileAssetRef; onOpened: (data: MobileOpened) => void }) {
  const { t } = useLingui();
  const [pin, setPin] = useState("");
  const authenticate = trpc.mobile.authenticate.useMutation();
  const busy = authenticate.isPending;
  const input = useRef<HTMLInputElement>(null);
  // The input was disabled while the PIN was checked: after a refusal, it takes focus again.
  const refused = authenticate.isError;
  useEffect(() => {
    if (refused && !busy) input.current?.focus();
  }, [refused, busy]);
  const submit = async () => {
    if (!canSubmitMobilePin(pin, busy)) return;
    try {
      onOpened(await authenticate.mutateAsync({ ...assetRef, pin }));
    } catch {
      setPin("");
    }
  };
  return (
    <>
      <Title>
        <Trans>Enter your PIN</Trans>
      </Title>
      <Dimmed>
        <Trans>Enter your 4-digit quick access PIN to continue.</Trans>
      </Dimmed>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Field label={t`PIN`}>
            {(ids) => (
              <input
                {...ids}
                ref={input}
                className="ph-input ph-pin"
                type="password"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={4}
                value={pin}
                onChange={(e) => setPin(sanitizePinInput(e.currentTarget.value))}
                disabled={busy}
                data-testid="mobile-pin"
                // biome-ignore lint/a11y/noAutofocus: the PIN is the only thing this screen asks for
                autoFocus
              />
            )}
          </Field>
          {authenticate.isError ? (
            <Alert tone="red" role="alert" data-testid="pin-error">
              {errorMessage(authenticate.error, t`Authentication failed`)}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" full disabled={!canSubmitMobilePin(pin, busy)} data-testid="pin-submit">
            {busy ? t`Authenticating...` : t`Authenticate`}
          </Button>
          <Button variant="subtle" full onClick={fullLogin}>
            <Trans>Use full login instead</Trans>
          </Button>
        </Stack>
      </form>
    </>
  );
}

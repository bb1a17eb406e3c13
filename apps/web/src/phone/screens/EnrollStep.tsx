import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { errorMessage, trpc } from "../../trpc";
import { Alert, Button, Dimmed, Field, Stack, Title } from "../ui";
import { fullLogin } from "./PinStep";

/**
 * A phone that is not enrolled for the label's organization (issue 21): a PIN is accepted only
 * on an enrolled phone, so this screen says how to enroll — sign in once with email and
 * password, or type the one-time code an administrator shows — and then the PIN step follows
 * as the spec has it. It says nothing about the label (not even whether it exists).
 */
export function EnrollStep({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const enroll = trpc.mobile.enroll.useMutation({ onSuccess: onEnrolled });
  const busy = enroll.isPending;
  return (
    <>
      <Title>
        <Trans>Set up this phone</Trans>
      </Title>
      <Dimmed>
        <Trans>
          This phone is not set up for PIN sign-in. Sign in once with your email and password, or type the enrollment
          code an administrator shows under Organization settings › Members.
        </Trans>
      </Dimmed>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim() && !busy) enroll.mutate({ code });
        }}
      >
        <Stack>
          <Field label={t`Enrollment code`}>
            {(ids) => (
              <input
                {...ids}
                className="ph-input ph-mono"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                disabled={busy}
                data-testid="enroll-code"
              />
            )}
          </Field>
          {enroll.isError ? (
            <Alert tone="red" role="alert" data-testid="enroll-error">
              {errorMessage(enroll.error, t`Enrollment failed`)}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" full disabled={!code.trim() || busy} data-testid="enroll-submit">
            {busy ? t`Enrolling...` : t`Enroll this phone`}
          </Button>
          <Button variant="subtle" full onClick={fullLogin}>
            <Trans>Sign in with email and password</Trans>
          </Button>
        </Stack>
      </form>
    </>
  );
}

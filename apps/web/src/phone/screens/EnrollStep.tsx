import { PHONE_NOT_ENROLLED_MESSAGE } from "@stockroom/core";
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
  const [code, setCode] = useState("");
  const enroll = trpc.mobile.enroll.useMutation({ onSuccess: onEnrolled });
  const busy = enroll.isPending;
  return (
    <>
      <Title>Set up this phone</Title>
      <Dimmed>{PHONE_NOT_ENROLLED_MESSAGE}</Dimmed>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim() && !busy) enroll.mutate({ code });
        }}
      >
        <Stack>
          <Field label="Enrollment code">
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
              {errorMessage(enroll.error, "Enrollment failed")}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" full disabled={!code.trim() || busy} data-testid="enroll-submit">
            {busy ? "Enrolling..." : "Enroll this phone"}
          </Button>
          <Button variant="subtle" full onClick={fullLogin}>
            Sign in with email and password
          </Button>
        </Stack>
      </form>
    </>
  );
}

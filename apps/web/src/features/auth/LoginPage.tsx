import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { EMAIL_REQUIRED_MESSAGE, passwordResetRequestInput, signInInput } from "@stockroom/core";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useLayoutEffect, useRef, useState } from "react";
import { dropFirstPaint, readFirstPaint } from "../../lib/firstPaint";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { useReplaceSession } from "../../lib/useReplaceSession";
import { errorMessage, trpc } from "../../trpc";
import { LoginCard } from "./LoginCard";
import { safeReturnUrl } from "./returnUrl";

const loginRouteApi = getRouteApi("/login");

/** Sign in (spec 01 §2 Login): email + password, forgot password, contact-admin note. */
export function LoginPage() {
  const { t } = useLingui();
  const { returnUrl } = loginRouteApi.useSearch();
  const router = useRouter();
  const replaceSession = useReplaceSession();
  // What was typed on page-login.html's first paint, if it showed (lib/firstPaint.ts).
  const [typed] = useState(readFirstPaint);
  const form = useZodForm(signInInput, {
    initialValues: { email: typed?.email ?? "", password: typed?.password ?? "" },
  });
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const signIn = trpc.auth.signIn.useMutation();
  const requestReset = trpc.auth.requestPasswordReset.useMutation();

  const handleSubmit = form.onSubmit((values) =>
    signIn.mutate(signInInput.parse(values), {
      onSuccess: (session) => {
        replaceSession(session);
        notifications.show({
          color: "green",
          title: t`Signed in`,
          message: t`Welcome back, ${session.user.fullName?.trim() || session.user.email}!`,
        });
        // returnUrl carries its own query string, so it goes to history as a whole href.
        router.history.push(safeReturnUrl(returnUrl));
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifications.show({
          color: "red",
          title: t`Login Failed`,
          message: errorMessage(error, t`Invalid email or password`),
        });
      },
    }),
  );

  function handleForgotPassword() {
    setResetSentTo(null);
    const parsed = passwordResetRequestInput.safeParse({ email: form.values.email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? EMAIL_REQUIRED_MESSAGE;
      const required = issue === EMAIL_REQUIRED_MESSAGE;
      const message = required ? t`Please enter your email address first` : t`Please enter a valid email address`;
      form.setErrors({ email: message });
      notifications.show({ color: "yellow", title: required ? t`Email Required` : t`Invalid Email`, message });
      return;
    }
    form.clearErrors();
    requestReset.mutate(parsed.data, {
      onSuccess: () => {
        setResetSentTo(parsed.data.email);
        notifications.show({
          color: "blue",
          title: t`Check your email`,
          message: t`If an account exists for this email, a link to reset your password is on its way.`,
        });
      },
      onError: (error) => {
        notifications.show({
          color: "red",
          title: t`Reset Request Failed`,
          message: errorMessage(error, t`The reset email could not be sent. Please try again.`),
        });
      },
    });
  }

  // The first paint's card goes in the frame this one appears; its focus and a press made
  // before the app was there carry over.
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const takenOver = useRef(false);
  const takeOver = useRef(() => {});
  takeOver.current = () => {
    dropFirstPaint();
    if (!typed || takenOver.current) return;
    takenOver.current = true;
    (typed.focused === "password" ? passwordRef : emailRef).current?.focus();
    if (typed.action === "submit") handleSubmit();
    else if (typed.action === "forgot") handleForgotPassword();
  };
  useLayoutEffect(() => takeOver.current(), []);

  return (
    <LoginCard
      emailProps={form.getInputProps("email")}
      passwordProps={form.getInputProps("password")}
      emailRef={emailRef}
      passwordRef={passwordRef}
      onSubmit={handleSubmit}
      onForgotPassword={handleForgotPassword}
      forgotPending={requestReset.isPending}
      submitting={signIn.isPending}
      resetSentTo={resetSentTo}
    />
  );
}

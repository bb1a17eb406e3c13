import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Modal, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { type ConfirmActionOptions, runAction } from "../lib/confirmAction";
import { failureText } from "../lib/failureText";
import { applyServerErrors } from "../lib/form";
import { FormActions } from "./FormActions";

export interface DialogFormProps<Values, T> extends Pick<ConfirmActionOptions<T>, "success" | "failure" | "onDone"> {
  /** The form's state: `useZodForm(coreSchema, …)`. */
  form: UseFormReturnType<Values>;
  /**
   * The mutation, run with values that passed the schema; then `success`'s toast and
   * `onDone`, or `failure`'s toast with the server's field errors put on the fields.
   */
  run: (values: Values) => Promise<T>;
  /** After success, keep the dialog open (to show a result) instead of closing it. */
  keepOpen?: (result: T) => boolean;
  /** Cancel, and the end of a successful submit; the form is reset first. */
  onClose: () => void;
  submitLabel: string;
  submitTestId: string;
  cancelLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A dialog's form: the fields, then Cancel and the submit button (busy while the request
 * runs). Submitting validates with the form's schema, runs the mutation through `runAction`
 * (toast on success or failure), puts the server's per-field messages on the fields and
 * closes the dialog unless `keepOpen` says otherwise.
 */
export function DialogForm<Values, T>({
  form,
  run,
  success,
  failure,
  onDone,
  keepOpen,
  onClose,
  submitLabel,
  submitTestId,
  cancelLabel,
  disabled,
  children,
}: DialogFormProps<Values, T>) {
  const close = () => {
    form.reset();
    onClose();
  };

  async function submit(values: Values) {
    await runAction<T>({
      run: () => run(values),
      success,
      failure: (error) => {
        applyServerErrors(form, error);
        return typeof failure === "function" ? failure(error) : (failure ?? defaultFailure(error));
      },
      onDone: async (result) => {
        await onDone?.(result);
        if (!keepOpen?.(result)) close();
      },
    });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {children}
        <FormActions
          onCancel={close}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          loading={form.submitting}
          disabled={disabled}
          submitTestId={submitTestId}
        />
      </Stack>
    </form>
  );
}

/** A modal holding one {@link DialogForm}; closing it (×, Escape, Cancel) resets the form. */
export function FormDialog<Values, T>({
  title,
  opened,
  ...props
}: DialogFormProps<Values, T> & { title: string; opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        props.form.reset();
        props.onClose();
      }}
      title={title}
    >
      <DialogForm {...props} />
    </Modal>
  );
}

/** runAction's own default, kept when the action names no failure text. */
function defaultFailure(error: unknown) {
  return { message: failureText(error, i18n._(msg`An unexpected error occurred.`)) };
}

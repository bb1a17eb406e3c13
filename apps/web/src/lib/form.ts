import { type UseFormInput, type UseFormReturnType, useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";

/**
 * The one way a screen keeps form state: @mantine/form validated by the zod schema that
 * already lives in packages/core (the server parses the same schema), so the browser and
 * the server give the same message for the same mistake.
 *
 *   const form = useZodForm(assetCreateInput, { initialValues: { name: "", … } });
 *   <TextInput {...form.getInputProps("name")} />
 *   <form onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (e) => applyServerErrors(form, e) }))}>
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  input: Omit<UseFormInput<Values>, "validate">,
): UseFormReturnType<Values> {
  return useForm<Values>({ validateInputOnBlur: true, ...input, validate: zod4Resolver(schema) });
}

/**
 * Copies the server's per-field messages (tRPC `data.fieldErrors`, first message of each
 * field) onto the form. Returns true when at least one field got a message, so the caller
 * can fall back to a toast when the failure was not about a field.
 */
export function applyServerErrors(form: { setErrors(errors: Record<string, string>): void }, error: unknown): boolean {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length === 0) return false;
  form.setErrors(fields);
  return true;
}

/** `{ field: "first message" }` of a failed call's `data.fieldErrors`, or `{}`. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: Record<string, readonly string[] | undefined> } } | null)?.data;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first) result[field] = first;
  }
  return result;
}

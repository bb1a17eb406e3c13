import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * Mantine's PasswordInput with `aria-invalid` when it shows an error: Mantine links the
 * error text (aria-describedby) but marks only its own data attribute on the field.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}

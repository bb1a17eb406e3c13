import { TextInput, type TextInputProps } from "@mantine/core";
import type { ChangeEvent } from "react";

export interface NumberFieldProps extends Omit<TextInputProps, "value" | "onChange" | "type" | "inputMode"> {
  /** The text as typed (a number shows as JavaScript writes it, e.g. a stored quantity). */
  value?: string | number | null | undefined;
  /** With the event, so `form.getInputProps(path)` fits; `text` is exactly what is in the field. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Whole numbers only: the phone keyboard shows digits only. */
  whole?: boolean;
}

/**
 * The one input for a quantity, price or number (issue 20). It keeps the text exactly as
 * typed: no clamp, no dropped sign or decimal point (Mantine's NumberInput did all three);
 * the form's schema reads the text with core's rule (`numberField`, `parseNumberText`) and
 * shows its message under the field, and an invalid value blocks the save.
 */
export function NumberField({ value, whole = false, ...props }: NumberFieldProps) {
  return (
    <TextInput
      {...props}
      type="text"
      inputMode={whole ? "numeric" : "decimal"}
      autoComplete="off"
      spellCheck={false}
      value={value === null || value === undefined ? "" : String(value)}
    />
  );
}

import { Anchor, Group, Loader, Stack, Text } from "@mantine/core";
import { fileAccept, isFileAnswer, useFileAnswerUpload } from "../../lib/formFields";
import type { FormField } from "./formTypes";

/**
 * A file field of the renderer: uploads the chosen file at once (the default accept list
 * of spec 02 §3 unless the field has its own) and answers {url, name, size, type}.
 */
export function FormFileField({
  field,
  value,
  onChange,
  disabled,
  required,
  error,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  required: boolean;
  error?: string | undefined;
}) {
  const { uploading, uploadError, upload } = useFileAnswerUpload(onChange);
  const accept = fileAccept(field);
  const inputId = `form-field-${field.id}`;
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {field.label}
        {required ? (
          <Text span c="red">
            {" "}
            *
          </Text>
        ) : null}
      </Text>
      {field.description ? (
        <Text size="xs" c="dimmed">
          {field.description}
        </Text>
      ) : null}
      <Group gap="xs">
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled || uploading}
          data-testid={`field-${field.id}`}
          onChange={upload}
        />
        {uploading ? <Loader size="xs" /> : null}
      </Group>
      {isFileAnswer(value) ? (
        <Anchor href={value.url} target="_blank" rel="noreferrer" size="sm">
          {value.name}
        </Anchor>
      ) : null}
      {uploadError || error ? (
        <Text size="xs" c="red">
          {uploadError ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}

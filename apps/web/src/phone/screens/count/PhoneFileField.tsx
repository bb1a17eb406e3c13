import { Trans } from "@lingui/react/macro";
import type { FormField } from "@stockroom/core";
import { fileAccept, isFileAnswer, useFileAnswerUpload } from "../../../lib/formFields";
import { Field } from "../../ui";

/**
 * A file field of the phone's count screen: the chosen file goes at once to the same upload
 * route as the admin's (the default accept list of spec 02 §3 unless the field has its own);
 * the answer is {url, name, size, type}, shown as a link once uploaded.
 */
export function PhoneFileField({
  field,
  formId,
  value,
  onChange,
  disabled,
  required,
  error,
}: {
  field: FormField;
  formId: string;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  required: boolean;
  error?: string | undefined;
}) {
  const { uploading, uploadError, upload } = useFileAnswerUpload(onChange, formId);
  return (
    <Field label={field.label} description={field.description} error={uploadError ?? error} required={required}>
      {(ids) => (
        <>
          <input
            {...ids}
            className="ph-file"
            type="file"
            accept={fileAccept(field)}
            disabled={disabled || uploading}
            required={required}
            data-testid={`field-${field.id}`}
            onChange={upload}
          />
          {uploading ? (
            <p className="ph-dimmed" role="status">
              <Trans>Uploading…</Trans>
            </p>
          ) : null}
          {isFileAnswer(value) ? (
            <a className="ph-link ph-file-name" href={value.url} target="_blank" rel="noreferrer">
              {value.name}
            </a>
          ) : null}
        </>
      )}
    </Field>
  );
}

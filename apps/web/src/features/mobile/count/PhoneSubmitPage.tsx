// Transitional: the phone's count screen until its native version lands (issue 14).
import { useParams, useSearch } from "@tanstack/react-router";
import { FormSubmitPage } from "../../forms/FormSubmitPage";

export function PhoneSubmitPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false });
  return <FormSubmitPage key={id} id={id} search={search} />;
}

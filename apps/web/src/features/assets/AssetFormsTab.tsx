import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";
import { DataTable } from "../../ui/DataTable";
import { SectionCard } from "../../ui/SectionCard";
import { tabQueryState } from "./tabQueryState";

/** Tab 'forms': pending forms (with Submit) and submissions, latest first, with form and submitter names. */
export function AssetFormsTab({ assetId }: { assetId: string }) {
  const format = useDateFormat();
  const query = trpc.assets.formActivity.useQuery({ id: assetId });
  const pending = tabQueryState(query);
  if (pending || !query.data) return pending;
  const { submissions, pendingForms } = query.data;
  return (
    <Stack gap="md">
      <SectionCard title="Pending Forms">
        {pendingForms.length === 0 ? (
          <Text size="sm" c="dimmed">
            No forms are due for this asset.
          </Text>
        ) : (
          <Stack gap="xs">
            {pendingForms.map((f) => (
              <Group key={f.formId} justify="space-between">
                <Group gap="xs">
                  <Text fw={500}>{f.formName}</Text>
                  <Text size="sm" c="dimmed">
                    due {format.day(f.dueDate)}
                  </Text>
                  {f.isOverdue ? (
                    <Badge color="red" size="sm">
                      Overdue
                    </Badge>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  renderRoot={(props) => (
                    <Link to="/forms/submit/$id" params={{ id: f.formId }} search={{ asset_id: assetId }} {...props} />
                  )}
                >
                  Submit
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Submissions">
        {submissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No forms have been submitted for this asset yet.
          </Text>
        ) : (
          <DataTable
            label="Forms of this asset type"
            records={submissions}
            columns={[
              { accessor: "formName", title: "Form" },
              { accessor: "submittedByName", title: "Submitted by", render: (s) => s.submittedByName ?? "—" },
              { accessor: "monthYear", title: "Month" },
              { accessor: "createdAt", title: "Date", render: (s) => format.dateTime(s.createdAt) },
            ]}
          />
        )}
      </SectionCard>
    </Stack>
  );
}

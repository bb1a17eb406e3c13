import { Badge, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";
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
      <Card withBorder padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Pending Forms
        </Title>
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
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Submissions
        </Title>
        {submissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No forms have been submitted for this asset yet.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Form</Table.Th>
                <Table.Th>Submitted by</Table.Th>
                <Table.Th>Month</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {submissions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.formName}</Table.Td>
                  <Table.Td>{s.submittedByName ?? "—"}</Table.Td>
                  <Table.Td>{s.monthYear}</Table.Td>
                  <Table.Td>{format.dateTime(s.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

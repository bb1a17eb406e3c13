import { Checkbox, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType, webhookEndpointInput } from "@stockroom/core";
import { failureText } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { type RouterOutputs, trpc } from "../../trpc";
import { FormDialog } from "../../ui/FormDialog";

export type WebhookEndpoint = RouterOutputs["webhooks"]["list"][number];

interface Values extends Record<string, unknown> {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

/** What each event means, beside its name in the filter. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "asset.created": "An asset was added",
  "asset.updated": "An asset's details changed",
  "asset.deleted": "An asset was deleted",
  "inventory.checked": "A count or audit was recorded",
  "stock.changed": "An item's quantity changed",
  "correction.applied": "A history entry was corrected",
  "import.completed": "An import finished",
  low_stock: "An item fell to low stock",
};

/**
 * Adding or editing an endpoint: its URL, a description, the events it receives and (when
 * editing) whether it is enabled. A new endpoint's signing secret is shown once afterwards.
 */
export function EndpointDialog({
  endpoint,
  opened,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (result: { secret: string; url: string }) => void;
}) {
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const update = trpc.webhooks.update.useMutation();
  const form = useZodForm<Values>(webhookEndpointInput, {
    initialValues: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      eventTypes: (endpoint?.eventTypes as WebhookEventType[] | undefined) ?? [...WEBHOOK_EVENT_TYPES],
      enabled: endpoint?.enabled ?? true,
    },
  });
  return (
    <FormDialog<Values, unknown>
      title={endpoint ? "Edit webhook endpoint" : "Add webhook endpoint"}
      opened={opened}
      onClose={onClose}
      form={form}
      submitLabel={endpoint ? "Save endpoint" : "Add endpoint"}
      submitTestId="webhook-endpoint-submit"
      run={async (values) => {
        const input = { url: values.url, description: values.description, eventTypes: values.eventTypes };
        if (endpoint) return update.mutateAsync({ ...input, endpointId: endpoint.id, enabled: values.enabled });
        const created = await create.mutateAsync(input);
        onCreated({ secret: created.secret, url: created.endpoint.url });
        return created;
      }}
      success={{ title: "Saved", message: endpoint ? "The endpoint was saved." : "The endpoint was added." }}
      failure={(error) => ({ message: failureText(error, "Failed to save the endpoint") })}
      onDone={() => utils.webhooks.list.invalidate()}
    >
      <TextInput
        label="Endpoint URL"
        placeholder="https://example.com/webhooks/stockroom"
        required
        {...form.getInputProps("url")}
        data-testid="webhook-url"
      />
      <Textarea label="Description" autosize minRows={1} maxRows={3} {...form.getInputProps("description")} />
      <Checkbox.Group
        label="Events"
        description="The events sent to this endpoint"
        required
        {...form.getInputProps("eventTypes")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={type}
              description={EVENT_DESCRIPTIONS[type]}
              data-testid={`webhook-event-${type}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {endpoint ? (
        <Switch
          label="Enabled"
          description={endpoint.disabledReason ?? "Events are sent to this endpoint"}
          {...form.getInputProps("enabled", { type: "checkbox" })}
        />
      ) : null}
    </FormDialog>
  );
}

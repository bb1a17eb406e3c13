import { Alert, Anchor, Button, Card, Group, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { saveFailureText } from "../../lib/failureText";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { AssetTypeFields } from "./AssetTypeFields";
import { emptyAssetTypeValues, useAssetTypeForm } from "./useAssetTypeForm";

/** /asset-types/new: the create form as a page; on success, the new type's detail. */
export function AssetTypeNewPage() {
  const { hasOrganization, canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useAssetTypeForm(emptyAssetTypeValues());
  const create = trpc.assetTypes.create.useMutation();

  if (!hasOrganization) {
    return (
      <Alert color="red" title="Error">
        No organization selected
      </Alert>
    );
  }
  if (!canWrite) {
    return (
      <Alert color="yellow" title="Read-only access">
        Viewers cannot create asset types.
      </Alert>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    create.mutate(data, {
      onSuccess: (created) => {
        notifications.show({ color: "green", title: "Success", message: "Asset type created successfully" });
        void utils.assetTypes.invalidate();
        void navigate({ to: "/asset-types/$id", params: { id: created.id } });
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          title: "Error",
          message: saveFailureText(error, "Failed to save asset type"),
        }),
    });
  }

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/asset-types" size="sm">
        ← Back to Asset Types
      </Anchor>
      <Title order={1} fz="h2">
        New Asset Type
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Card withBorder padding="lg">
          <AssetTypeFields form={form} autoFocus />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" renderRoot={(props) => <Link to="/asset-types" {...props} />}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Asset Type
            </Button>
          </Group>
        </Card>
      </form>
    </Stack>
  );
}

import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { checkAvatarFile, ORG_AVATARS_BUCKET, updateOrganizationInput } from "@stockroom/core";
import { type ComponentProps, useEffect, useState } from "react";
import { uploadFile } from "../../lib/uploadFile";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { PanelActions } from "./PanelActions";

type Organization = RouterOutputs["organization"]["get"];

/** General: name, description and logo (uploaded to org-avatars when saving). */
export function GeneralPanel({ organization }: { organization: Organization }) {
  const [name, setName] = useState(organization.name);
  const [description, setDescription] = useState(organization.description ?? "");
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = trpc.organization.update.useMutation();
  const utils = trpc.useUtils();

  const reset = () => {
    setName(organization.name);
    setDescription(organization.description ?? "");
    setLogo(null);
    setLogoError(null);
    setNameError(null);
  };
  // Start over when the saved organization changes (after a save or a refetch).
  useEffect(reset, [organization]);

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const dirty = name !== organization.name || description !== (organization.description ?? "") || logo !== null;

  async function save() {
    const parsed = updateOrganizationInput.safeParse({ name, description });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      let avatarUrl: string | undefined;
      if (logo) {
        try {
          avatarUrl = (await uploadFile(ORG_AVATARS_BUCKET, logo)).url;
        } catch (error) {
          setLogoError(errorMessage(error, "Could not upload organization logo"));
          notifications.show({ color: "red", title: "Error", message: "Could not upload organization logo" });
          return;
        }
      }
      await update.mutateAsync({ ...parsed.data, ...(avatarUrl ? { avatarUrl } : {}) });
      await Promise.all([utils.organization.get.invalidate(), utils.auth.session.invalidate()]);
      setLogo(null);
      notifications.show({ color: "green", title: "Saved", message: "Organization updated successfully" });
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Failed to update organization",
        message: errorMessage(error, "Failed to update organization"),
      });
    } finally {
      setSaving(false);
    }
  }

  function chooseLogo(file: File | null) {
    if (!file) return;
    const problem = checkAvatarFile(file);
    setLogoError(problem);
    setLogo(problem ? null : file);
  }

  return (
    <Paper withBorder p="lg" radius="md" data-testid="panel-general">
      <Stack gap="md">
        <Title order={2} fz="lg">
          General
        </Title>
        <Group gap="md" align="center">
          <Avatar
            src={preview ?? organization.avatarUrl ?? undefined}
            name={organization.name}
            color="initials"
            size={72}
            radius="md"
            data-testid="organization-logo-preview"
          />
          <Stack gap={4}>
            <FileButton
              onChange={chooseLogo}
              accept="image/png,image/jpeg,image/gif,image/webp"
              inputProps={{ "data-testid": "logo-input" } as ComponentProps<"input">}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  Upload logo
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={logoError ? "red" : "dimmed"}>
              {logoError ?? (logo ? `${logo.name} will be uploaded when you save.` : "An image under 5MB.")}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label="Organization name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          data-testid="organization-name-input"
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="organization-description-input"
        />
      </Stack>
      <PanelActions dirty={dirty} saving={saving} onSave={() => void save()} onReset={reset} />
    </Paper>
  );
}

import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color" | "style"> & {
  ref?: Ref<HTMLAnchorElement>;
};

function RouterAnchor(props: AnchorProps & AnchorAttributes) {
  return <Anchor component="a" {...props} />;
}

function RouterButton(props: ButtonProps & AnchorAttributes) {
  return <Button component="a" {...props} />;
}

/**
 * Mantine's Anchor and Button as typed router links (TanStack Router's `createLink`):
 * `<ButtonLink to="/assets/$id" params={{ id }}>View Asset</ButtonLink>` instead of a
 * `renderRoot={(props) => <Link … {...props} />}` at every call.
 */
export const AnchorLink = createLink(RouterAnchor);
export const ButtonLink = createLink(RouterButton);

/** '← Back to …' above a screen's title. */
export const BackLink: LinkComponent<typeof RouterAnchor> = (props) => (
  <AnchorLink size="sm" w="fit-content" {...props} />
);

import { Menu, type MenuProps } from "@mantine/core";
import {
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  ref?: unknown;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
};

/**
 * A Mantine Menu that costs only its trigger until the person opens it: a table row's '⋯'
 * menu is a Popover with floating-ui hooks, a portal and context providers, and 25 of them
 * rendering before a list's first rows cost more than the rows. Closed, the trigger is the
 * same element with the menu button's ARIA (`aria-haspopup="menu"`, `aria-expanded`); the
 * first click, Enter, Space or ArrowDown mounts the Menu and opens it at once, with Mantine's
 * own focus handling (the trap, Escape, arrow keys, focus back on the trigger when it closes).
 * Once opened the Menu stays mounted.
 */
export function OnDemandMenu({
  target: trigger,
  children,
  ...menuProps
}: Omit<MenuProps, "children" | "opened" | "onChange" | "defaultOpened"> & {
  /** The button that opens the menu (one element that takes a ref, as Menu.Target's child). */
  target: ReactElement<TriggerProps>;
  /** The dropdown's items (Menu.Item, Menu.Divider…). */
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLElement | null>(null);
  const own = trigger.props;

  // The Menu mounts closed, then opens: its focus return records the trigger that had the
  // focus as it opened (the same button, now rendered by Menu.Target), as on a menu mounted
  // from the start.
  useEffect(() => {
    if (!mounted) return;
    targetRef.current?.focus({ preventScroll: true });
    setOpened(true);
  }, [mounted]);

  // ArrowDown opens the menu too (WAI-ARIA's menu button); Enter and Space click the button.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    own.onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== "ArrowDown") return;
    event.preventDefault();
    if (mounted) setOpened(true);
    else setMounted(true);
  };

  if (!mounted) {
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) setMounted(true);
      },
      onKeyDown,
    });
  }
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: targetRef, onKeyDown })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

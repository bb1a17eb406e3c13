import type { ReactNode } from "react";
import { Icon } from "../../../ui/icons";

// One small line icon per event type of the spec (intake, check, audit, addition,
// removal, transfer, disposal, adjustment); other values get a plain dot. Decorative:
// the label beside it carries the meaning.
const PATHS: Record<string, ReactNode> = {
  intake: (
    <>
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M4 19h16" />
    </>
  ),
  check: <path d="m5 12 5 5L20 7" />,
  audit: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1" />
      <path d="m9 13 2 2 4-4" />
    </>
  ),
  addition: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  removal: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12h8" />
    </>
  ),
  transfer: (
    <>
      <path d="M4 8h13l-3-3" />
      <path d="M20 16H7l3 3" />
    </>
  ),
  disposal: (
    <>
      <path d="M4 7h16" />
      <path d="M9 7V4h6v3" />
      <path d="M6 7l1 13h10l1-13" />
    </>
  ),
  adjustment: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
};

export const EVENT_TYPE_COLORS: Record<string, string> = {
  intake: "teal",
  check: "blue",
  audit: "indigo",
  addition: "green",
  removal: "orange",
  transfer: "cyan",
  disposal: "red",
  adjustment: "grape",
};

export function EventTypeIcon({ eventType, size = 18 }: { eventType: string; size?: number }) {
  return (
    <Icon size={size} data-event-icon={eventType}>
      {PATHS[eventType] ?? <circle cx="12" cy="12" r="3" />}
    </Icon>
  );
}

import { Trans } from "@lingui/react/macro";
import { VisuallyHidden } from "@mantine/core";
import { CONVERSION_FIELD_KEYBOARD_DRAG_STEP_PX } from "@stockroom/core";
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useRef,
  useState,
} from "react";

/** What a row's drag handle needs: spread onto the handle button. */
export interface DragHandleProps {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: () => void;
  "aria-describedby": string;
  "aria-pressed": boolean;
  "data-drag-handle": true;
  style: CSSProperties;
}

interface Drag {
  from: number;
  /** How far the row has been moved, in pixels (pointer or keyboard steps). */
  offset: number;
  via: "pointer" | "keyboard";
  startY: number;
  /** Row boxes measured when the drag began. */
  rects: { top: number; height: number }[];
  gap: number;
}

/** Where a row moved by `offset` lands: past every other row whose middle it crossed. */
function targetIndex(drag: Drag): number {
  const moving = drag.rects[drag.from];
  if (!moving) return drag.from;
  const top = moving.top + drag.offset;
  const bottom = top + moving.height;
  let target = drag.from;
  drag.rects.forEach((r, i) => {
    const middle = r.top + r.height / 2;
    if (i > drag.from && bottom > middle) target = Math.max(target, i);
    if (i < drag.from && top < middle) target = Math.min(target, i);
  });
  return target;
}

/**
 * A vertical list reordered by dragging a row's handle with the pointer, or with the
 * keyboard like dnd-kit's keyboard sensor: Space or Enter picks the row up, the arrow keys
 * move it 25 px at a time (spec 02 §2 "keyboard drag step 25 px"), Space or Enter drops it,
 * Escape puts it back. Screen readers hear each step through a live region.
 */
export function SortableList<T>({
  items,
  getKey,
  getLabel,
  onReorder,
  renderItem,
  step = CONVERSION_FIELD_KEYBOARD_DRAG_STEP_PX,
  gap = 8,
  disabled = false,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  onReorder: (from: number, to: number) => void;
  renderItem: (item: T, handle: DragHandleProps | null, state: { dragging: boolean }) => ReactNode;
  step?: number;
  gap?: number;
  disabled?: boolean;
}) {
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const [drag, setDragState] = useState<Drag | null>(null);
  // The pointer listeners outlive a render: they read the drag from here.
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const [announcement, setAnnouncement] = useState("");
  const instructionsId = useRef(`sortable-instructions-${Math.random().toString(36).slice(2)}`).current;

  const measure = useCallback(() => {
    return items.map((item) => {
      const box = rowRefs.current.get(getKey(item))?.getBoundingClientRect();
      return { top: box?.top ?? 0, height: box?.height ?? 0 };
    });
  }, [items, getKey]);

  const label = (index: number) => {
    const item = items[index];
    return item === undefined ? "" : getLabel(item);
  };

  function finish(current: Drag, commit: boolean) {
    const to = targetIndex(current);
    setDrag(null);
    if (commit && to !== current.from) {
      onReorder(current.from, to);
      setAnnouncement(`${label(current.from)} dropped at position ${to + 1} of ${items.length}.`);
    } else {
      setAnnouncement(
        commit
          ? `${label(current.from)} dropped at its original position.`
          : `Reordering cancelled. ${label(current.from)} returned.`,
      );
    }
  }

  function moveBy(current: Drag, delta: number): Drag {
    const first = current.rects[0];
    const last = current.rects[current.rects.length - 1];
    const moving = current.rects[current.from];
    if (!first || !last || !moving) return current;
    // Keep the row within the list.
    const min = first.top - moving.top;
    const max = last.top + last.height - (moving.top + moving.height);
    const offset = Math.min(max, Math.max(min, current.offset + delta));
    return { ...current, offset };
  }

  function handleProps(index: number): DragHandleProps {
    const active = drag?.from === index;
    return {
      "aria-describedby": instructionsId,
      "aria-pressed": active,
      "data-drag-handle": true,
      style: { cursor: active && drag?.via === "pointer" ? "grabbing" : "grab", touchAction: "none" },
      onPointerDown: (event) => {
        if (disabled || event.button !== 0) return;
        event.preventDefault();
        (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
        const rects = measure();
        setDrag({ from: index, offset: 0, via: "pointer", startY: event.clientY, rects, gap });
        const handle = event.currentTarget as HTMLElement;
        const onMove = (e: globalThis.PointerEvent) => {
          const d = dragRef.current;
          if (d && d.via === "pointer") setDrag(moveBy(d, e.clientY - d.startY - d.offset));
        };
        const onUp = (e: globalThis.PointerEvent) => {
          handle.removeEventListener("pointermove", onMove);
          handle.removeEventListener("pointerup", onUp);
          handle.removeEventListener("pointercancel", onUp);
          const d = dragRef.current;
          if (d && d.via === "pointer") finish(d, e.type === "pointerup");
        };
        handle.addEventListener("pointermove", onMove);
        handle.addEventListener("pointerup", onUp);
        handle.addEventListener("pointercancel", onUp);
      },
      onKeyDown: (event) => {
        if (disabled) return;
        const key = event.key;
        if (!drag || drag.from !== index) {
          if (key === " " || key === "Enter") {
            event.preventDefault();
            setDrag({ from: index, offset: 0, via: "keyboard", startY: 0, rects: measure(), gap });
            setAnnouncement(
              `Picked up ${label(index)}, position ${index + 1} of ${items.length}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
            );
          }
          return;
        }
        if (key === "ArrowDown" || key === "ArrowUp" || key === "ArrowRight" || key === "ArrowLeft") {
          event.preventDefault();
          const next = moveBy(drag, key === "ArrowDown" || key === "ArrowRight" ? step : -step);
          setDrag(next);
          setAnnouncement(`${label(index)} is over position ${targetIndex(next) + 1} of ${items.length}.`);
        } else if (key === " " || key === "Enter") {
          event.preventDefault();
          finish(drag, true);
        } else if (key === "Escape") {
          event.preventDefault();
          finish(drag, false);
        }
      },
      onBlur: () => {
        if (drag?.from === index && drag.via === "keyboard") finish(drag, false);
      },
    };
  }

  const target = drag ? targetIndex(drag) : -1;
  const movingHeight = drag ? (drag.rects[drag.from]?.height ?? 0) + drag.gap : 0;

  return (
    <div>
      <VisuallyHidden id={instructionsId}>
        <Trans>
          To reorder, press Space or Enter to pick up, use the arrow keys to move, Space or Enter to drop, Escape to
          cancel.
        </Trans>
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="sortable-announcement">
        {announcement}
      </VisuallyHidden>
      <div style={{ display: "flex", flexDirection: "column", gap }} data-testid="sortable-list">
        {items.map((item, index) => {
          const key = getKey(item);
          const dragging = drag?.from === index;
          let shift = 0;
          if (drag && !dragging) {
            if (drag.from < index && index <= target) shift = -movingHeight;
            if (target <= index && index < drag.from) shift = movingHeight;
          }
          const style: CSSProperties = dragging
            ? {
                transform: `translateY(${drag?.offset ?? 0}px)`,
                zIndex: 2,
                position: "relative",
                boxShadow: "var(--mantine-shadow-md)",
                transition: drag?.via === "keyboard" ? "transform 120ms ease" : undefined,
              }
            : { transform: shift ? `translateY(${shift}px)` : undefined, transition: "transform 150ms ease" };
          return (
            <div
              key={key}
              ref={(el) => {
                if (el) rowRefs.current.set(key, el);
                else rowRefs.current.delete(key);
              }}
              style={style}
              data-testid="sortable-item"
              data-dragging={dragging ? "true" : undefined}
            >
              {renderItem(item, disabled ? null : handleProps(index), { dragging })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Moves one entry of a list: the order a drop produces. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

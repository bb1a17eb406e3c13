import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from "react";

/**
 * The phone app's building blocks: native elements with the classes of phone.css. No Mantine
 * here, so the phone routes stay inside their JavaScript budget (issue 14); the admin app
 * keeps Mantine. Each part takes the usual HTML attributes (data-testid included).
 */

type Variant = "primary" | "default" | "subtle" | "danger";
interface Look {
  variant?: Variant;
  size?: "md" | "lg";
  /** Full width of its column. */
  full?: boolean;
}

const lookProps = ({ variant = "primary", size = "md", full = false }: Look, className?: string) => ({
  className: `ph-btn ph-btn-${variant}${className ? ` ${className}` : ""}`,
  "data-size": size,
  "data-full": full ? "" : undefined,
});

export function Button({
  variant,
  size,
  full,
  className,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} {...lookProps({ variant, size, full }, className)} {...rest} />;
}

/** A link that looks like a button; a plain <a>, so an admin address is a full page load. */
export function ButtonLink({
  variant,
  size,
  full,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look & { href: string }) {
  return <a {...lookProps({ variant, size, full }, className)} {...rest} />;
}

export function Stack({
  gap = 12,
  children,
  style,
  ...rest
}: { gap?: number; children: ReactNode } & Omit<React.HTMLAttributes<HTMLDivElement>, "children">) {
  return (
    <div className="ph-stack" style={{ "--ph-stack-gap": `${gap}px`, ...style } as CSSProperties} {...rest}>
      {children}
    </div>
  );
}

export function Title({ children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 className="ph-title" {...rest}>
      {children}
    </h1>
  );
}

export function Dimmed({ children, ...rest }: React.HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p className="ph-dimmed" {...rest}>
      {children}
    </p>
  );
}

export type Tone = "red" | "yellow" | "green" | "blue";

/** A coloured message; `role="alert"` for errors the screen reader must hear at once. */
export function Alert({
  tone = "blue",
  title,
  children,
  ...rest
}: { tone?: Tone; title?: ReactNode; children?: ReactNode } & Omit<React.HTMLAttributes<HTMLDivElement>, "title">) {
  return (
    <div className="ph-alert" data-tone={tone} {...rest}>
      {title ? <strong className="ph-alert-title">{title}</strong> : null}
      {children ? <div className={title ? "ph-alert-body" : undefined}>{children}</div> : null}
    </div>
  );
}

export function Badge({ children, ...rest }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className="ph-badge" {...rest}>
      {children}
    </span>
  );
}

/** A spinner with its text, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="ph-loading" aria-live="polite">
      <span className="ph-spinner" aria-hidden="true" />
      <p className="ph-dimmed">{text}</p>
    </div>
  );
}

/** A page that only says something (not found, an address the phone app does not serve). */
export function PhoneMessage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Title>{title}</Title>
      <p className="ph-text">{text}</p>
      <ButtonLink href="/" variant="default">
        <Trans>Go to the start page</Trans>
      </ButtonLink>
    </>
  );
}

interface FieldText {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

/** The label's text with the required mark (the mark is for the eye; `required` tells the rest). */
function LabelText({ label, required }: Pick<FieldText, "label" | "required">) {
  return (
    <>
      {label}
      {required ? (
        <span className="ph-required" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

/** Ids for the description and the error, and the attributes that tie them to a control. */
function useFieldIds({ description, error }: Pick<FieldText, "description" | "error">) {
  const id = useId();
  const describedBy = [description ? `${id}-d` : null, error ? `${id}-e` : null].filter(Boolean).join(" ");
  const aria = { "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined };
  const parts = (body: ReactNode) => (
    <>
      {description ? (
        <p className="ph-dimmed" id={`${id}-d`}>
          {description}
        </p>
      ) : null}
      {body}
      {error ? (
        <p className="ph-error" id={`${id}-e`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, aria, parts };
}

/**
 * A labelled control: the label, an optional description, the control (given the ids to
 * wire up) and the error under it, announced when it appears.
 */
export function Field({
  label,
  description,
  error,
  required,
  children,
}: FieldText & {
  children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}) {
  const { id, aria, parts } = useFieldIds({ description, error });
  return (
    <div className="ph-field">
      <label className="ph-label" htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {parts(children({ id, ...aria }))}
    </div>
  );
}

/**
 * A group of controls (radio buttons): a fieldset whose legend is the label, with the
 * description and the error tied to it as `Field` ties them to a single control.
 */
export function FieldGroup({
  label,
  description,
  error,
  required,
  children,
  ...rest
}: FieldText & { children: ReactNode; "data-testid"?: string }) {
  const { aria, parts } = useFieldIds({ description, error });
  return (
    <fieldset className="ph-field" {...aria} {...rest}>
      <legend className="ph-label">
        <LabelText label={label} required={required} />
      </legend>
      {parts(children)}
    </fieldset>
  );
}

/**
 * A modal dialog on the native <dialog> (focus trap, Escape and the backdrop come from the
 * browser). `onClose` runs for Escape and the close button; the parent owns `opened`.
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  ...rest
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLDialogElement>, "title" | "children">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className="ph-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      {...rest}
    >
      {opened ? (
        <>
          <div className="ph-dialog-header">
            <h2 className="ph-subtitle" id={titleId}>
              {title}
            </h2>
            <button type="button" className="ph-close" aria-label={t`Close`} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="ph-dialog-body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

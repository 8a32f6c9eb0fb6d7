import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "@/lib/utils";

/**
 * The console's one family of labelled fields: a visible label, an optional hint and one error
 * display, wired through aria-describedby / aria-invalid, ready for react-hook-form's `register`
 * (React 19: `ref` is a plain prop). `required` marks the label and sets aria-required; the form's
 * schema, not the browser, says what is missing, so nothing typed is lost to a native bubble.
 */
interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

/** Splits a field's props into the frame's, the control's ARIA wiring and the rest for the control. */
function useField<P extends FieldProps & { id?: string; className?: string }>(props: P) {
  const { label, hint, error, required, id, className, ...rest } = props;
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    frame: { controlId, label, hint, error, required, className },
    control: {
      id: controlId,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      "aria-required": required || undefined,
    },
    rest,
  };
}

const controlClass = (error?: string) =>
  cn(
    "rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100",
    error ? "border-red-500" : "border-slate-300 dark:border-slate-600",
  );

interface FrameProps extends FieldProps {
  controlId: string;
  className?: string;
  /** Checkboxes put their label after the box. */
  inline?: boolean;
  children: ReactNode;
}

function Frame({
  controlId,
  label,
  hint,
  error,
  required,
  className,
  inline,
  children,
}: FrameProps) {
  const labelElement = (
    <label htmlFor={controlId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
      {required ? (
        <span className="ml-1 text-red-700 dark:text-red-400">
          <span aria-hidden="true">*</span>
          <span className="sr-only">(required)</span>
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      {inline ? (
        <div className="flex items-center gap-2">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {hint ? (
        <p id={`${controlId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField(props: TextFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <Frame {...frame}>
      <input {...control} className={controlClass(frame.error)} {...rest} />
    </Frame>
  );
}

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    /** Options as data; `children` works as well. */
    options?: readonly { value: string; label: string }[];
    /** The first, empty option, e.g. "Choose a country". */
    placeholder?: string;
  };

export function SelectField(props: SelectFieldProps) {
  const { frame, control, rest } = useField(props);
  const { options, placeholder, children, ...select } = rest;
  return (
    <Frame {...frame}>
      <select {...control} className={controlClass(frame.error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Frame>
  );
}

export type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** Monospace, for JSON and other code. */
    mono?: boolean;
  };

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, rest } = useField(props);
  const { mono, ...textarea } = rest;
  return (
    <Frame {...frame}>
      <textarea
        rows={4}
        {...control}
        className={cn(controlClass(frame.error), mono && "font-mono")}
        {...textarea}
      />
    </Frame>
  );
}

export type CheckboxFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField(props: CheckboxFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <Frame {...frame} inline>
      <input {...control} type="checkbox" className="h-4 w-4 rounded border-slate-300" {...rest} />
    </Frame>
  );
}

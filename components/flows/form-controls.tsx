import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "@/lib/utils";

/**
 * The select, textarea and checkbox beside the shared TextField: same label, hint and error
 * wiring (aria-describedby, aria-invalid), so generated forms read like hand-written ones.
 */
interface Described {
  label: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
}

function useDescribed(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}

const controlClass = (error?: string) =>
  cn(
    "rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100",
    error ? "border-red-500" : "border-slate-300 dark:border-slate-600",
  );

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
      {required ? (
        <span className="ml-1 text-red-700 dark:text-red-400">
          <span aria-hidden="true">*</span>
          <span className="sr-only">(required)</span>
        </span>
      ) : null}
    </label>
  );
}

function Messages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: string;
  error?: string;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

export type InputFieldProps = Described & InputHTMLAttributes<HTMLInputElement>;

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, hint, error, required, id, className, ...props },
  ref,
) {
  const d = useDescribed(id, hint, error);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={d.controlId} label={label} required={required} />
      <input
        ref={ref}
        id={d.controlId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={d.describedBy}
        className={controlClass(error)}
        {...props}
      />
      <Messages hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
    </div>
  );
});

export type SelectFieldProps = Described & SelectHTMLAttributes<HTMLSelectElement>;

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, required, id, className, children, ...props },
  ref,
) {
  const d = useDescribed(id, hint, error);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={d.controlId} label={label} required={required} />
      <select
        ref={ref}
        id={d.controlId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={d.describedBy}
        className={controlClass(error)}
        {...props}
      >
        {children}
      </select>
      <Messages hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
    </div>
  );
});

export type TextAreaFieldProps = Described & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, required, id, className, ...props }, ref) {
    const d = useDescribed(id, hint, error);
    return (
      <div className={cn("flex flex-col gap-1", className)}>
        <Label htmlFor={d.controlId} label={label} required={required} />
        <textarea
          ref={ref}
          id={d.controlId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={d.describedBy}
          className={cn(controlClass(error), "font-mono")}
          {...props}
        />
        <Messages hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
      </div>
    );
  },
);

export type CheckboxFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, hint, error, id, className, ...props }, ref) {
    const d = useDescribed(id, hint, error);
    return (
      <div className={cn("flex flex-col gap-1", className)}>
        <div className="flex items-center gap-2">
          <input
            ref={ref}
            id={d.controlId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={d.describedBy}
            className="h-4 w-4 rounded border-slate-300"
            {...props}
          />
          <label
            htmlFor={d.controlId}
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {label}
          </label>
        </div>
        <Messages hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
      </div>
    );
  },
);

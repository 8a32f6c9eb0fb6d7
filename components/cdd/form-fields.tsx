import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "@/lib/utils";

/**
 * Select and textarea counterparts of components/ui/field.tsx's TextField: a label, a hint and an
 * error wired through aria-describedby / aria-invalid, ready for react-hook-form's `register`.
 */

interface FieldFrameProps {
  inputId: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function describedBy(inputId: string, hint?: unknown, error?: string): string | undefined {
  return (
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

function FieldFrame({ inputId, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClass = (error?: string) =>
  cn(
    "rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100",
    error ? "border-red-500" : "border-slate-300 dark:border-slate-600",
  );

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty option, e.g. "Choose a country". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, hint, error, className, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClass(error)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, className, id, ...props }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
        <textarea
          ref={ref}
          id={inputId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={controlClass(error)}
          {...props}
        />
      </FieldFrame>
    );
  },
);

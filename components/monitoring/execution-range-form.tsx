"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import {
  executionRangeSchema,
  MAX_RANGE_DAYS,
  type ExecutionRange,
  type ExecutionRangeInput,
} from "@/lib/monitoring/date-range";

export interface ExecutionRangeFormProps {
  defaults: ExecutionRangeInput;
  onSubmit: (range: ExecutionRange) => void;
  onReset: () => void;
  isDefault: boolean;
}

/** From/to in local time; a range the service would refuse is refused here, with the reason. */
export function ExecutionRangeForm({
  defaults,
  onSubmit,
  onReset,
  isDefault,
}: ExecutionRangeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExecutionRangeInput, unknown, ExecutionRange>({
    resolver: zodResolver(executionRangeSchema),
    defaultValues: defaults,
  });
  const problems = [errors.from?.message, errors.to?.message].filter(Boolean);

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="From"
          type="datetime-local"
          error={errors.from?.message}
          {...register("from")}
        />
        <TextField
          label="To"
          type="datetime-local"
          error={errors.to?.message}
          {...register("to")}
        />
        <div className="flex gap-2 self-end">
          <Button type="submit">Show executions</Button>
          {isDefault ? null : (
            <Button variant="ghost" onClick={onReset}>
              Last 30 days
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Times are in your time zone. The service lists at most {MAX_RANGE_DAYS} days per request.
      </p>
      <div aria-live="assertive">
        {problems.length > 0 ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            Not searched: {problems.join(" ")}
          </p>
        ) : null}
      </div>
    </form>
  );
}

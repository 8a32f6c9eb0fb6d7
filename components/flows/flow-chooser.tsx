"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { RegisteredFlowDto } from "@/lib/flows/schemas";
import { TextField, SelectField } from "@/components/ui/field";

export interface FlowChooserProps {
  flows: RegisteredFlowDto[];
  value: string;
  onChange: (flowId: string) => void;
}

/**
 * Picks the flow to run: a registered one by name, or any flow by its id (the upstream cannot
 * list flows, so an unregistered flow is still runnable, only without a generated form).
 */
export function FlowChooser({ flows, value, onChange }: FlowChooserProps) {
  const registered = flows.some((flow) => flow.id === value);
  const [typedId, setTypedId] = useState(registered ? "" : value);

  function chooseTypedId(event: FormEvent) {
    event.preventDefault();
    if (typedId.trim()) onChange(typedId.trim());
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label="Flow"
        value={registered ? value : ""}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        hint={flows.length === 0 ? "No flows are registered yet; use a flow id." : undefined}
      >
        <option value="">{value && !registered ? "Another flow (by id)" : "Choose a flow…"}</option>
        {flows.map((flow) => (
          <option key={flow.id} value={flow.id}>
            {flow.name}
          </option>
        ))}
      </SelectField>
      <form onSubmit={chooseTypedId} className="flex items-end gap-2" aria-label="Run a flow by id">
        <TextField
          className="flex-1"
          label="Or a flow id"
          value={typedId}
          onChange={(event) => setTypedId(event.target.value)}
          spellCheck={false}
        />
        <Button type="submit" variant="secondary">
          Use this id
        </Button>
      </form>
    </div>
  );
}

"use client";

import { DateTime } from "@/components/ui/date-time";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { UserDto } from "@/lib/queries/users";
import { UserRowActions } from "./user-row-actions";
import type { UserColumnsOptions } from "./user-options";

export function userColumns(options: UserColumnsOptions): DataTableColumn<UserDto>[] {
  return [
    {
      id: "user",
      header: "User",
      cell: ({ row }) => (
        <div>
          <div className="font-medium">
            {row.original.name}
            {row.original.id === options.currentUserId ? " (you)" : ""}
          </div>
          <div className="text-slate-600 dark:text-slate-400">{row.original.email}</div>
        </div>
      ),
    },
    {
      id: "role",
      header: "Role",
      cell: ({ row }) => (
        <Badge tone={row.original.role === "admin" ? "accent" : "neutral"}>
          {row.original.role}
        </Badge>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) =>
        row.original.disabledAt ? (
          <Badge tone="danger">disabled</Badge>
        ) : (
          <Badge tone="success">active</Badge>
        ),
    },
    {
      id: "lastLogin",
      header: "Last sign-in",
      cell: ({ row }) => <DateTime iso={row.original.lastLoginAt} empty="never" />,
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <UserRowActions user={row.original} {...options} />,
    },
  ];
}

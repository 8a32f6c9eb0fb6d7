import { Badge } from "@/components/ui/badge";
import {
  categoryLabel,
  hitStatusLabel,
  hitStatusTone,
  searchStatusTone,
} from "@/lib/screening/labels";

export function HitStatusBadge({ status }: { status: string }) {
  return <Badge tone={hitStatusTone(status)}>{hitStatusLabel(status)}</Badge>;
}

export function SearchStatusBadge({ status }: { status: string }) {
  return <Badge tone={searchStatusTone(status)}>{status}</Badge>;
}

export function CategoryBadges({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {categories.map((category) => (
        <Badge key={category} tone="accent">
          {categoryLabel(category)}
        </Badge>
      ))}
    </span>
  );
}

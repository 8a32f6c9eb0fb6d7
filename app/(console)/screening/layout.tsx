import type { ReactNode } from "react";
import { SectionTabs } from "@/components/ui/section-tabs";

const tabs = [
  {
    href: "/screening",
    label: "Searches and alerts",
    match: ["/screening/searches", "/screening/alerts"],
  },
  { href: "/screening/hits", label: "Hits" },
];

export default function ScreeningLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6">
      <SectionTabs label="Screening" tabs={tabs} />
      {children}
    </div>
  );
}

import type { ReactNode } from "react";
import { SectionTabs } from "@/components/ui/section-tabs";

const tabs = [
  { href: "/monitoring/alerts", label: "Alerts" },
  { href: "/monitoring/monitorings", label: "Monitorings" },
  { href: "/monitoring/executions", label: "Executions" },
  { href: "/monitoring/blocked", label: "Blocked companies" },
];

export default function MonitoringLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6">
      <SectionTabs label="Monitoring" tabs={tabs} />
      {children}
    </div>
  );
}

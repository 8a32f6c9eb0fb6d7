import { redirect } from "next/navigation";

export default function MonitoringPage() {
  redirect("/monitoring/alerts");
}

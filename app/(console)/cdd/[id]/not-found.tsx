import { NotFoundPage } from "@/components/shell/not-found-page";

// An id the service does not know, or another customer's: notFound() in the page (HTTP 404).
export default function NotFound() {
  return <NotFoundPage what="case" backHref="/cdd" backLabel="CDD cases" />;
}

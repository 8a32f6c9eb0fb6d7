/** Upstream values are untrusted: only absolute http(s) URLs become links. */
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === "string" && /^https?:\/\//i.test(value) && URL.canParse(value);
}

export interface ExternalLinkProps {
  href: string;
  label?: string;
}

/** A link to a monitored website or provider page: opened apart, without a referrer. */
export function ExternalLink({ href, label }: ExternalLinkProps) {
  const text = label ?? href.replace(/^https?:\/\//i, "").replace(/\/$/, "");
  if (!isHttpUrl(href)) return <span>{text}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-words text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
    >
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

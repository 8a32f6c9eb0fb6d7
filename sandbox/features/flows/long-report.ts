/** The longest report the control plane makes: well under the console's 10 MiB answer cap. */
export const longReportMaxBytes = 8 * 1024 * 1024;

/**
 * A run's report grown to at least `bytes` (UTF-8), for measuring how the console shows long
 * reports: the report's sections after its title, repeated under numbered headings.
 */
export function lengthenReport(report: string, bytes: number): string {
  const sections =
    report
      .split(/\n(?=## )/)
      .slice(1)
      .join("\n") || report;
  const repeated = sections.replace(/^#{1,2} /gm, "### ");
  const parts = [report];
  let length = Buffer.byteLength(report);
  for (let copy = 2; length < bytes; copy += 1) {
    const part = `\n## Repeat ${copy} of the findings\n\n${repeated}`;
    parts.push(part);
    length += Buffer.byteLength(part);
  }
  return parts.join("");
}

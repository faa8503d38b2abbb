export type ScreeningReportSummary = { readonly credit: { readonly score: number }; readonly adverseItems: readonly string[] } | null | undefined;

/** Screening in one line: what a manager scans for before opening the full report. */
export function screeningSummary(status: string | undefined, report: ScreeningReportSummary): string {
  if (!status) return 'Not available';
  if (!report) return status === 'completed' ? 'Completed' : status === 'no_ssn' ? 'No US SSN: no credit report' : 'In progress';
  const flags = report.adverseItems.length;
  return `Credit score ${report.credit.score}${flags ? `, ${flags} item${flags > 1 ? 's' : ''} to review` : ', nothing adverse'}`;
}

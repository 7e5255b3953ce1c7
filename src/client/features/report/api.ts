import { use } from 'react';
import type { Report } from '../../../shared/contracts/report';
import { http } from '../../lib/http';

export async function fetchReport(): Promise<Report> {
  const { data } = await http.get<{ data: Report }>('/api/report');
  return data;
}

/**
 * The report changes only when a step is submitted, so it is fetched once per `version` (the
 * page passes the count of steps submitted in this visit, and who is asking). A failure is
 * forgotten, so the next render asks again.
 */
let cached: { version: string; report: Promise<Report> } | null = null;

export function loadReport(version: string): Promise<Report> {
  if (cached?.version !== version) {
    const report = fetchReport();
    const entry = { version, report };
    report.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
  }
  return cached.report;
}

/** The personal report; suspends until it is in. */
export function useReport(version: string): Report {
  return use(loadReport(version));
}

export function forgetReport(): void {
  cached = null;
}

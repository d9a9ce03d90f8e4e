// POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri and the Reporting API); we log them.
import { Hono } from 'hono';
import type { Log } from '#server/log.ts';

interface Violation {
  documentURL?: string;
  'document-uri'?: string;
  effectiveDirective?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  blockedURL?: string;
  'blocked-uri'?: string;
  sourceFile?: string;
  'source-file'?: string;
  lineNumber?: number;
  'line-number'?: number;
  sample?: string;
  'script-sample'?: string;
}

/** Both shapes: report-uri's {"csp-report": {...}} and the Reporting API's [{type: "csp-violation", body: {...}}]. */
function violationsOf(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is { type: string; body: Violation } => r?.type === 'csp-violation' && typeof r.body === 'object')
      .map((r) => r.body);
  }
  const single = (body as { 'csp-report'?: Violation } | null)?.['csp-report'];
  return single && typeof single === 'object' ? [single] : [];
}

export function cspReportRouter(log: Log) {
  return new Hono().post('/', async (c) => {
    const body = await c.req.json().catch(() => null);
    for (const v of violationsOf(body).slice(0, 10)) {
      log.warn(
        {
          document: v.documentURL ?? v['document-uri'],
          directive: v.effectiveDirective ?? v['effective-directive'] ?? v['violated-directive'],
          blocked: v.blockedURL ?? v['blocked-uri'],
          source: v.sourceFile ?? v['source-file'],
          line: v.lineNumber ?? v['line-number'],
          sample: (v.sample ?? v['script-sample'])?.slice(0, 80),
          correlationId: c.get('correlationId' as never),
        },
        'content security policy violation',
      );
    }
    return c.body(null, 204);
  });
}

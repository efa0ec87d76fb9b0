/** Text, JSON and JUnit renderings of a conformance report. */
import type { CaseResult, ConformanceReport } from './types.js';
import { AREAS } from './types.js';

const MARK: Record<CaseResult['status'], string> = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', 'not-implemented': 'N/I ', info: 'INFO' };

function indent(s: string, by = '      '): string {
  return s
    .split('\n')
    .map((l) => by + l)
    .join('\n');
}

export function summaryLine(r: ConformanceReport): string {
  return `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
}

/** One table per area, then every failure with expected vs actual and its request, then the summary line (last). */
export function formatReport(r: ConformanceReport): string {
  const out: string[] = [`Conformance of ${r.baseUrl} (${(r.durationMs / 1000).toFixed(1)} s)`, ''];
  const areas = AREAS.filter((a) => r.cases.some((c) => c.area === a));
  for (const area of areas) {
    const cases = r.cases.filter((c) => c.area === area);
    const width = Math.max(...cases.map((c) => c.name.length), 4);
    const counts = (['pass', 'fail', 'skip', 'not-implemented', 'info'] as const)
      .map((s) => [s, cases.filter((c) => c.status === s).length] as const)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ');
    out.push(`${area} (${counts})`);
    out.push(`  ${'case'.padEnd(width)}  result  ms    note`);
    for (const c of cases) {
      const note = c.note ?? '';
      out.push(`  ${c.name.padEnd(width)}  ${MARK[c.status]}    ${String(c.durationMs).padStart(4)}  ${note.split('\n')[0].slice(0, 100)}`);
    }
    out.push('');
  }
  const failures = r.cases.filter((c) => c.status === 'fail');
  if (failures.length) {
    out.push(`Failures (${failures.length})`, '');
    for (const f of failures) {
      out.push(`✗ ${f.area}/${f.name}: ${f.note ?? ''}`);
      if (f.expected !== undefined) out.push('    expected:', indent(f.expected));
      if (f.actual !== undefined) out.push('    actual:', indent(f.actual));
      if (f.request) {
        out.push(`    request: ${f.request.method} ${f.request.url}`);
        for (const [k, v] of Object.entries(f.request.headers)) out.push(`      ${k}: ${v}`);
        if (f.request.body !== undefined) out.push(`      body: ${f.request.body}`);
      }
      out.push('');
    }
  }
  out.push(summaryLine(r));
  return out.join('\n');
}

function xml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

export function toJUnit(r: ConformanceReport): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="conformance" tests="${r.cases.length}" failures="${r.failed}" skipped="${r.skipped}">`];
  for (const area of AREAS) {
    const cases = r.cases.filter((c) => c.area === area);
    if (!cases.length) continue;
    const failed = cases.filter((c) => c.status === 'fail').length;
    const skipped = cases.filter((c) => c.status === 'skip' || c.status === 'not-implemented').length;
    lines.push(`  <testsuite name="${area}" tests="${cases.length}" failures="${failed}" skipped="${skipped}">`);
    for (const c of cases) {
      const open = `    <testcase classname="${area}" name="${xml(c.name)}" time="${(c.durationMs / 1000).toFixed(3)}"`;
      if (c.status === 'fail') {
        const body = [`expected:\n${c.expected ?? ''}`, `actual:\n${c.actual ?? ''}`, c.request ? `request: ${c.request.method} ${c.request.url}` : ''].join('\n');
        lines.push(`${open}>`, `      <failure message="${xml(c.note ?? 'failed')}">${xml(body)}</failure>`, '    </testcase>');
      } else if (c.status === 'skip' || c.status === 'not-implemented') {
        lines.push(`${open}>`, `      <skipped message="${xml(`${c.status}: ${c.note ?? ''}`)}"/>`, '    </testcase>');
      } else if (c.status === 'info') {
        lines.push(`${open}>`, `      <system-out>${xml(c.note ?? '')}</system-out>`, '    </testcase>');
      } else lines.push(`${open}/>`);
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n');
}

import type { KindFigures, ValidityFigures } from '../../tests/validity/suite';
import type { PanelBenchFigures } from './measure';

const pct = (x: number | undefined) => (x === undefined ? '–' : `${(100 * x).toFixed(1)} %`);

const table = (headers: string[], rows: string[][]) =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

type Direction = 'higher' | 'lower';
/** One O*NET figure under constructions A and B, and the worse of the two (issue 28). */
function row(label: string, a: number | undefined, b: number | undefined, better: Direction, show = pct): string[] {
  const known = [a, b].filter((x): x is number => x !== undefined);
  const worse = known.length === 0 ? undefined : better === 'higher' ? Math.min(...known) : Math.max(...known);
  return [label, show(a), show(b), `**${show(worse)}**`];
}

const kind = (v: ValidityFigures | undefined, k: 'exact' | 'noise'): KindFigures | undefined => v?.[k];

/** The bench report's section for issue 28: the counsellor panel, and constructions A and B side by side. */
export function panelSection(f: PanelBenchFigures, a: ValidityFigures | undefined): string[] {
  const out = ['## Counsellor panel and O*NET construction B (issue 28)', ''];
  const p = f.panel;
  if (p.students.length > 0) {
    const count = (rows: typeof p.students) => `${rows.filter((r) => r.sensible).length} of ${rows.length}`;
    out.push(
      `How: \`bench/panel/\` — ${p.students.length} students written as a school counsellor describes them, before any measurement ` +
        '(bench/panel/README.md), each answering the six steps; `POST /api/job-rec/preview?limit=10`; sensible = the #1 ' +
        'and at least two of the top 3 in the acceptable set committed with the panel.',
      '',
      table(
        ['part', 'sensible top 3', 'share'],
        [
          ['all', count(p.students), pct(p.share.all)],
          ['tuning', count(p.students.filter((r) => !r.heldOut)), pct(p.share.tuning)],
          ['held out (every 4th)', count(p.students.filter((r) => r.heldOut)), pct(p.share.heldOut)],
          ['failure classes of issue 28', count(p.students.filter((r) => r.failureClass)), ''],
        ],
      ),
      '',
      ...p.students
        .filter((r) => !r.sensible)
        .map(
          (r) =>
            `- not sensible: ${r.id}${r.heldOut ? ' (held out)' : ''}${r.failureClass ? ` [${r.failureClass}]` : ''}: ${r.top5.join(', ')}`,
        ),
      '',
      table(
        ['reason check (top 10 of every student; target 0)', 'found', 'of'],
        Object.entries(p.reasons).map(([name, c]) => [name, String(c.findings.length), String(c.checked)]),
      ),
      '',
    );
  }
  const b = f.constructionB;
  if (b) {
    const ao = a?.outside;
    const bo = b.outside;
    out.push(
      'O*NET figures under construction A (tests/validity/persona-answers.ts) and construction B ' +
        '(bench/panel/onet-construction-b.ts, written independently); issue 28 counts the worse of the two.',
      '',
      table(
        ['figure', 'A', 'B', 'worse of the two'],
        [
          row('exact hit@1', kind(a, 'exact')?.hit1, kind(b, 'exact')?.hit1, 'higher'),
          row('exact hit@10', kind(a, 'exact')?.hit10, kind(b, 'exact')?.hit10, 'higher'),
          row('noise hit@10', kind(a, 'noise')?.hit10, kind(b, 'noise')?.hit10, 'higher'),
          row('outside: related job in top 10', ao?.relatedRate, bo?.relatedRate, 'higher'),
          row(
            'outside: margin over interests only (points)',
            ao ? ao.relatedRate - ao.baselineRelatedRate : undefined,
            bo ? bo.relatedRate - bo.baselineRelatedRate : undefined,
            'higher',
            (x) => (x === undefined ? '–' : (100 * x).toFixed(1)),
          ),
          row('most listed share', ao?.mostListed.share, bo?.mostListed.share, 'lower'),
          row('most often #1 share', ao?.mostFirst.share, bo?.mostFirst.share, 'lower'),
          row('lists out of order', a?.outOfOrder.length, b.outOfOrder.length, 'lower', (x) =>
            x === undefined ? '–' : String(x),
          ),
        ],
      ),
      '',
      `Construction B: most listed ${bo?.mostListed.job ?? '–'}, most often #1 ${bo?.mostFirst.job ?? '–'}; ` +
        `${b.contradictions.length} contradicting reasons of ${b.reasonsChecked}; took ${b.seconds.toFixed(0)} s.`,
      '',
    );
  }
  return out;
}

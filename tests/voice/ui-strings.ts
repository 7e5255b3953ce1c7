import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every Korean string a person can read, wherever it is written: string literals, template
 * literals (each `${…}` read as `{}`) and JSX text in the client and server source (comments
 * are not strings, tests are not UI), every string value of content/**\/*.json, the Markdown of
 * content/ (articles, stories, pages; not the folders' README notes, audits or reviews) and the static HTML pages.
 */
export interface UiString {
  /** File and line (source, Markdown, HTML) or file and JSON path. */
  where: string;
  text: string;
}

export const ROOT = path.resolve(import.meta.dirname, '../..');
const HANGUL = /[\uAC00-\uD7A3]/;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /\/test\//.test(file);
/** Korean that no one reads as a sentence: the names the glossary bans, the endings search strips. */
const NOT_UI = new Set(['src/shared/glossary.ts', 'src/shared/korean-search.ts']);

function sourceStrings(file: string): UiString[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: UiString[] = [];
  const add = (node: ts.Node, value: string) => {
    if (!HANGUL.test(value)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ where: `${file}:${line}`, text: value });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}'));
    } else if (ts.isJsxText(node)) add(node, node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function jsonStrings(file: string): UiString[] {
  const found: UiString[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (HANGUL.test(value)) found.push({ where: `${file}${at}`, text: value });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${at}[${index}]`);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`);
    }
  };
  walk(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')), '');
  return found;
}

function lineStrings(file: string): UiString[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (HANGUL.test(line) ? [{ where: `${file}:${index + 1}`, text: line }] : []));
}

/** The client and server source files that hold UI text (not tests). */
export const sourceFiles = () =>
  filesUnder('src', (file) => /\.tsx?$/.test(file) && !isTest(file) && !NOT_UI.has(file));

/** The team's records beside the content (audits, reviews): read by editors, never shown in the app. */
const isRecord = (file: string) => file.includes('/audit/') || path.basename(file) === 'REVIEW.md';

let cached: UiString[] | undefined;

export function uiStrings(): UiString[] {
  cached ??= [
    ...sourceFiles().flatMap(sourceStrings),
    ...filesUnder('content', (file) => file.endsWith('.json') && !isRecord(file)).flatMap(jsonStrings),
    ...filesUnder(
      'content',
      (file) => file.endsWith('.md') && path.basename(file) !== 'README.md' && !isRecord(file),
    ).flatMap(lineStrings),
    ...['index.html', ...filesUnder('public', (file) => file.endsWith('.html'))].flatMap(lineStrings),
  ];
  return cached;
}

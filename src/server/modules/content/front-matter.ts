import { parse } from 'yaml';

export interface FrontMatterDocument {
  /** The YAML between the `---` lines, parsed; checked by the caller's schema. */
  data: unknown;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Splits a Markdown file into its YAML front matter and body; throws naming the file if either is broken. */
export function parseFrontMatter(text: string, fileName: string): FrontMatterDocument {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${fileName}: the file does not start with a --- front matter block`);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (err) {
    throw new Error(`${fileName}: the front matter is not valid YAML: ${(err as Error).message}`);
  }
  return { data, body: match[2] ?? '' };
}

import type { PageSubject } from './route-head';

/**
 * What a page's head says about its subject, beyond its route's: the subject's name and summary
 * for the title and description, and what structured data (JSON-LD) and preview image it has.
 * The server renderer reads it from the data the page was rendered with (a route module's
 * `headData`, `src/client/app/route-module.ts`); the server writes the head from it
 * (`src/server/web/head.ts`).
 */
export type HeadData =
  | {
      kind: 'job';
      subject: PageSubject;
      /** Its Korean (KECO) and O*NET-SOC classification, for `Occupation.occupationalCategory`. */
      job: { name: string; kecoCode: string; kecoName: string; onetCode: string; onetTitle: string };
    }
  | { kind: 'article' | 'story'; subject: PageSubject; piece: { id: string; publishedAt: string; section?: string } }
  /** A person's shared result card (never indexed: it is theirs, shared by link). */
  | { kind: 'share'; subject: PageSubject; share: { id: string } }
  /** A mission-market category or sub-category, or a mission of the sample roadmap. */
  | { kind: 'named'; subject: PageSubject };

/** A job's classification as the head's JSON-LD names it (`Occupation.occupationalCategory`). */
export interface JobHeadFacts {
  name: string;
  summary: string;
  kecoCode: string;
  kecoName: string;
  onetCode: string;
  onetTitle: string;
}

/** A job page's head data, from the job its render loaded. */
export function jobHeadData({ name, summary, ...classification }: JobHeadFacts): HeadData {
  return { kind: 'job', subject: { name, summary }, job: { name, ...classification } };
}

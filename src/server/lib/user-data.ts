import type { Db } from '../db/client';

/**
 * Every feature that keeps a person's data registers a section for 'download my data'
 * (`GET /api/auth/export`), so the export stays complete as features are added.
 */
export type UserDataSection = (db: Db, userId: string) => Promise<unknown>;

export class UserDataRegistry {
  private readonly sections = new Map<string, UserDataSection>();

  register(name: string, section: UserDataSection): void {
    this.sections.set(name, section);
  }

  async collect(db: Db, userId: string): Promise<Record<string, unknown>> {
    const result: Record<string, unknown> = {};
    for (const [name, section] of this.sections) result[name] = await section(db, userId);
    return result;
  }
}

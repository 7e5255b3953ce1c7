// The whole Drizzle schema, one file per feature; drizzle-kit and the client read it from here.
export * from './achievements';
export * from './analytics';
export * from './assessments';
export * from './auth';
export * from './dream-list';
export * from './jobs';
export * from './recommendations';
export * from './reminders';
export * from './roadmaps';
export * from './share-links';
export * from './voc';
export * from './voc-feedback';

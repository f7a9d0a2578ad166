import { z } from 'zod';

/** What to do when a check fails: Docusaurus's `ReportingSeverity` minus `log`. */
export const reportingSeveritySchema = z.enum(['ignore', 'log', 'warn', 'throw']);
export type ReportingSeverity = z.infer<typeof reportingSeveritySchema>;

// The job queue as services see it (docs/decisions/029): hand a named background job to the queue. server/jobs implements it.

/** What a job is handed: plain JSON (it is stored in the database until a worker takes it). */
export type JobData = Record<string, unknown>;

export interface JobSender {
  /**
   * Queues one run of the registered job `name` (server/jobs/registry.ts); resolves to its id, or null when the job's
   * policy kept it out (a scheduled job already waiting). Call it after the transaction that made the work has
   * committed, never inside one: on the embedded database the queue's statements would wait for that transaction.
   */
  send(name: string, data?: JobData): Promise<string | null>;
}

/** Resolves in a task of its own: what follows does not lengthen the task that is running (issue 12, blocking time). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

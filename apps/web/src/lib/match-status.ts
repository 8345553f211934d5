/** A match status as the spec's Matches view words it (spec §2); 'Unknown' for anything else. */
const statusLabels: Record<string, string> = { FINISHED: 'Finished', IN_PROGRESS: 'In Progress', SCHEDULED: 'Scheduled' };

export const matchStatusLabel = (status: string) => statusLabels[status] ?? 'Unknown';

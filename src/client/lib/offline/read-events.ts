/** Fired when reads queued offline came back; screens that showed stored data load again. */
export const READS_REFRESHED_EVENT = 'admin-reads-refreshed';
